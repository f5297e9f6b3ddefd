class demo::bad {
  notice(
}
