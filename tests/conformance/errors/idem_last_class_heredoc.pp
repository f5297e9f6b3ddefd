class a { @("E")
  x
  | E
}
include a
