import Cascade

/// Runs `body` with file storage `storage`, `scheduler` as the coalescing clock and shared
/// values of its own (not the process's live registry): how the file-storage suites make
/// their `@Shared` values.
func withSharedFiles<R>(
  _ storage: FileStorage, scheduler: TestScheduler, _ body: () -> R
) -> R {
  withDependencies {
    $0.defaultFileStorage = storage
    $0.scheduler = scheduler
    $0.sharedRegistry = SharedRegistry(tracksAssertions: false)
  } operation: {
    body()
  }
}
