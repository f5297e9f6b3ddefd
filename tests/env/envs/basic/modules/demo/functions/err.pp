function demo::err() {
  fail('boom')
}
