/// What CascadeTesting installs into Cascade: runtime warnings as test failures
/// (``RuntimeWarningReporting``) and the probe that names the running test
/// (``TestContextProbe``).
///
/// Installed when CascadeTesting is loaded (a load-time initializer, Swift 6.3 and later), and
/// again by every test store and `UnimplementedScheduler` (for older compilers); installing
/// twice changes nothing.
enum CascadeTestingHooks {
  static func install() {
    RuntimeWarningReporting.install()
    TestContextProbe.install()
  }
}

#if compiler(>=6.3)
  /// Runs when the image holding CascadeTesting is loaded, before any test.
  @c private func cascadeTestingDidLoad() {
    CascadeTestingHooks.install()
  }

  #if os(Linux) || os(FreeBSD) || os(Android)
    @section(".init_array") @used
    private let cascadeTestingInitializer: @convention(c) () -> Void = cascadeTestingDidLoad
  #elseif canImport(Darwin)
    @section("__DATA,__mod_init_func") @used
    private let cascadeTestingInitializer: @convention(c) () -> Void = cascadeTestingDidLoad
  #endif
#endif
