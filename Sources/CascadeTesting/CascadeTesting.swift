// CascadeTesting re-exports Cascade so that a test target imports one module.
// TestStore and UnimplementedScheduler arrive with their issues.
@_exported import Cascade
