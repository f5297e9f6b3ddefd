[0, 5, 15, 100].each |$n| {
  case $n {
    Integer[default, 0]: { notice("${n}: non-positive") }
    Integer[1, 9]: { notice("${n}: digit") }
    Integer[10, 99]: { notice("${n}: two digits") }
    default: { notice("${n}: large") }
  }
}
