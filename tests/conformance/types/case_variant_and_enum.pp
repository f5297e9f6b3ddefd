['read', 'write', 'other', 7].each |$x| {
  case $x {
    Enum[read, write]: { notice("${x} is a mode") }
    Variant[Integer, Float]: { notice("${x} is a number") }
    default: { notice("${x} unknown") }
  }
}
