$values = [1, 'a', 1.5, [1], {a => 1}, undef, true, /r/, default, Integer]
$values.each |$v| {
  case $v {
    Integer: { notice("integer ${v}") }
    String: { notice("string ${v}") }
    Float: { notice("float ${v}") }
    Array[Integer]: { notice('array of integers') }
    Hash: { notice('hash') }
    Undef: { notice('undef') }
    Boolean: { notice('boolean') }
    Regexp: { notice('regexp') }
    Type: { notice('type') }
    default: { notice('something else') }
  }
}
