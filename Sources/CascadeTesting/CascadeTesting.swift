// CascadeTesting adds test support on top of Cascade; a test target imports both:
//
//   import Cascade
//   import CascadeTesting
import Cascade
