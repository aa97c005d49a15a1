// CascadeTesting re-exports Cascade so that a test target imports one module.
@_exported import Cascade
