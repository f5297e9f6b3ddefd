$vals = [1, 'a', [1], {a => 1}, undef, 2.5, true, /x/]
$vals.each |$v| {
  $r = case $v {
    Integer: { 'int' }
    Float: { 'float' }
    String: { 'str' }
    Array[Integer]: { 'ints' }
    Hash: { 'hash' }
    Undef: { 'undef' }
    Boolean: { 'bool' }
    default: { 'other' }
  }
  notice($r)
}
