class c {
  [1, 2].each |$i| {
    Notify { message => 'lambda default' }
  }
  notify { 'after lambda': }
}
include c
