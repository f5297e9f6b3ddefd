$vals = [1, 'two', 3.0, [1], { 'a' => 1 }, undef, true]
$vals.each |$v| {
  $r = case $v {
    Integer, Float: { 'number' }
    String: { 'string' }
    Array: { 'array' }
    Hash: { 'hash' }
    undef: { 'undef' }
    default: { 'other' }
  }
  notice($r)
}
