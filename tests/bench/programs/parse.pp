# Parsing a large generated manifest (written by tests/bench/gen-parse.py; do not edit).
function bench::f0(Integer $x, String $s = 'abc0', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 0, { 'k0' => "v${x}-0", 'n' => [0, 0, 0x0] }]
  # a comment that the lexer skips, number 0
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 0 } default: { $local[1] - $x } } }
}
$data0 = { 'name' => 'item0', 'list' => [], 'nested' => { 'a' => { 'b' => 0 } } }
function bench::f1(Integer $x, String $s = 'abc1', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1, { 'k1' => "v${x}-1", 'n' => [1, 1, 0x1] }]
  # a comment that the lexer skips, number 1
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1 } default: { $local[1] - $x } } }
}
function bench::f2(Integer $x, String $s = 'abc2', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 2, { 'k2' => "v${x}-2", 'n' => [2, 2, 0x2] }]
  # a comment that the lexer skips, number 2
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 2 } default: { $local[1] - $x } } }
}
function bench::f3(Integer $x, String $s = 'abc3', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 3, { 'k3' => "v${x}-3", 'n' => [3, 3, 0x3] }]
  # a comment that the lexer skips, number 3
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 3 } default: { $local[1] - $x } } }
}
function bench::f4(Integer $x, String $s = 'abc4', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 4, { 'k4' => "v${x}-4", 'n' => [4, 4, 0x4] }]
  # a comment that the lexer skips, number 4
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 4 } default: { $local[1] - $x } } }
}
function bench::f5(Integer $x, String $s = 'abc5', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 5, { 'k5' => "v${x}-5", 'n' => [5, 5, 0x5] }]
  # a comment that the lexer skips, number 5
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 5 } default: { $local[1] - $x } } }
}
function bench::f6(Integer $x, String $s = 'abc6', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 6, { 'k6' => "v${x}-6", 'n' => [6, 6, 0x6] }]
  # a comment that the lexer skips, number 6
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 6 } default: { $local[1] - $x } } }
}
function bench::f7(Integer $x, String $s = 'abc7', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 7, { 'k7' => "v${x}-7", 'n' => [0, 7, 0x7] }]
  # a comment that the lexer skips, number 7
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 7 } default: { $local[1] - $x } } }
}
function bench::f8(Integer $x, String $s = 'abc8', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 8, { 'k8' => "v${x}-8", 'n' => [1, 8, 0x8] }]
  # a comment that the lexer skips, number 8
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 8 } default: { $local[1] - $x } } }
}
function bench::f9(Integer $x, String $s = 'abc9', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 9, { 'k9' => "v${x}-9", 'n' => [2, 9, 0x9] }]
  # a comment that the lexer skips, number 9
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 9 } default: { $local[1] - $x } } }
}
function bench::f10(Integer $x, String $s = 'abc10', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 10, { 'k10' => "v${x}-10", 'n' => [3, 10, 0xa] }]
  # a comment that the lexer skips, number 10
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 10 } default: { $local[1] - $x } } }
}
$data10 = { 'name' => 'item10', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'nested' => { 'a' => { 'b' => 10 } } }
function bench::f11(Integer $x, String $s = 'abc11', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 11, { 'k11' => "v${x}-11", 'n' => [4, 0, 0xb] }]
  # a comment that the lexer skips, number 11
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 11 } default: { $local[1] - $x } } }
}
function bench::f12(Integer $x, String $s = 'abc12', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 12, { 'k12' => "v${x}-12", 'n' => [5, 1, 0xc] }]
  # a comment that the lexer skips, number 12
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 12 } default: { $local[1] - $x } } }
}
function bench::f13(Integer $x, String $s = 'abc13', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 13, { 'k13' => "v${x}-13", 'n' => [6, 2, 0xd] }]
  # a comment that the lexer skips, number 13
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 13 } default: { $local[1] - $x } } }
}
function bench::f14(Integer $x, String $s = 'abc14', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 14, { 'k14' => "v${x}-14", 'n' => [0, 3, 0xe] }]
  # a comment that the lexer skips, number 14
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 14 } default: { $local[1] - $x } } }
}
function bench::f15(Integer $x, String $s = 'abc15', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 15, { 'k15' => "v${x}-15", 'n' => [1, 4, 0xf] }]
  # a comment that the lexer skips, number 15
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 15 } default: { $local[1] - $x } } }
}
function bench::f16(Integer $x, String $s = 'abc16', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 16, { 'k16' => "v${x}-16", 'n' => [2, 5, 0x10] }]
  # a comment that the lexer skips, number 16
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 16 } default: { $local[1] - $x } } }
}
function bench::f17(Integer $x, String $s = 'abc17', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 17, { 'k17' => "v${x}-17", 'n' => [3, 6, 0x11] }]
  # a comment that the lexer skips, number 17
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 17 } default: { $local[1] - $x } } }
}
function bench::f18(Integer $x, String $s = 'abc18', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 18, { 'k18' => "v${x}-18", 'n' => [4, 7, 0x12] }]
  # a comment that the lexer skips, number 18
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 18 } default: { $local[1] - $x } } }
}
function bench::f19(Integer $x, String $s = 'abc19', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 19, { 'k19' => "v${x}-19", 'n' => [5, 8, 0x13] }]
  # a comment that the lexer skips, number 19
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 19 } default: { $local[1] - $x } } }
}
function bench::f20(Integer $x, String $s = 'abc20', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 20, { 'k20' => "v${x}-20", 'n' => [6, 9, 0x14] }]
  # a comment that the lexer skips, number 20
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 20 } default: { $local[1] - $x } } }
}
$data20 = { 'name' => 'item20', 'list' => [0, 1, 2, 3, 4, 5, 6], 'nested' => { 'a' => { 'b' => 20 } } }
function bench::f21(Integer $x, String $s = 'abc21', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 21, { 'k21' => "v${x}-21", 'n' => [0, 10, 0x15] }]
  # a comment that the lexer skips, number 21
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 21 } default: { $local[1] - $x } } }
}
function bench::f22(Integer $x, String $s = 'abc22', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 22, { 'k22' => "v${x}-22", 'n' => [1, 0, 0x16] }]
  # a comment that the lexer skips, number 22
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 22 } default: { $local[1] - $x } } }
}
function bench::f23(Integer $x, String $s = 'abc23', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 23, { 'k23' => "v${x}-23", 'n' => [2, 1, 0x17] }]
  # a comment that the lexer skips, number 23
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 23 } default: { $local[1] - $x } } }
}
function bench::f24(Integer $x, String $s = 'abc24', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 24, { 'k24' => "v${x}-24", 'n' => [3, 2, 0x18] }]
  # a comment that the lexer skips, number 24
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 24 } default: { $local[1] - $x } } }
}
function bench::f25(Integer $x, String $s = 'abc25', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 25, { 'k25' => "v${x}-25", 'n' => [4, 3, 0x19] }]
  # a comment that the lexer skips, number 25
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 25 } default: { $local[1] - $x } } }
}
function bench::f26(Integer $x, String $s = 'abc26', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 26, { 'k26' => "v${x}-26", 'n' => [5, 4, 0x1a] }]
  # a comment that the lexer skips, number 26
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 26 } default: { $local[1] - $x } } }
}
function bench::f27(Integer $x, String $s = 'abc27', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 27, { 'k27' => "v${x}-27", 'n' => [6, 5, 0x1b] }]
  # a comment that the lexer skips, number 27
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 27 } default: { $local[1] - $x } } }
}
function bench::f28(Integer $x, String $s = 'abc28', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 28, { 'k28' => "v${x}-28", 'n' => [0, 6, 0x1c] }]
  # a comment that the lexer skips, number 28
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 28 } default: { $local[1] - $x } } }
}
function bench::f29(Integer $x, String $s = 'abc29', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 29, { 'k29' => "v${x}-29", 'n' => [1, 7, 0x1d] }]
  # a comment that the lexer skips, number 29
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 29 } default: { $local[1] - $x } } }
}
function bench::f30(Integer $x, String $s = 'abc30', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 30, { 'k30' => "v${x}-30", 'n' => [2, 8, 0x1e] }]
  # a comment that the lexer skips, number 30
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 30 } default: { $local[1] - $x } } }
}
$data30 = { 'name' => 'item30', 'list' => [0, 1, 2, 3], 'nested' => { 'a' => { 'b' => 30 } } }
function bench::f31(Integer $x, String $s = 'abc31', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 31, { 'k31' => "v${x}-31", 'n' => [3, 9, 0x1f] }]
  # a comment that the lexer skips, number 31
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 31 } default: { $local[1] - $x } } }
}
function bench::f32(Integer $x, String $s = 'abc32', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 32, { 'k32' => "v${x}-32", 'n' => [4, 10, 0x20] }]
  # a comment that the lexer skips, number 32
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 32 } default: { $local[1] - $x } } }
}
function bench::f33(Integer $x, String $s = 'abc33', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 33, { 'k33' => "v${x}-33", 'n' => [5, 0, 0x21] }]
  # a comment that the lexer skips, number 33
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 33 } default: { $local[1] - $x } } }
}
function bench::f34(Integer $x, String $s = 'abc34', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 34, { 'k34' => "v${x}-34", 'n' => [6, 1, 0x22] }]
  # a comment that the lexer skips, number 34
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 34 } default: { $local[1] - $x } } }
}
function bench::f35(Integer $x, String $s = 'abc35', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 35, { 'k35' => "v${x}-35", 'n' => [0, 2, 0x23] }]
  # a comment that the lexer skips, number 35
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 35 } default: { $local[1] - $x } } }
}
function bench::f36(Integer $x, String $s = 'abc36', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 36, { 'k36' => "v${x}-36", 'n' => [1, 3, 0x24] }]
  # a comment that the lexer skips, number 36
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 36 } default: { $local[1] - $x } } }
}
function bench::f37(Integer $x, String $s = 'abc37', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 37, { 'k37' => "v${x}-37", 'n' => [2, 4, 0x25] }]
  # a comment that the lexer skips, number 37
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 37 } default: { $local[1] - $x } } }
}
function bench::f38(Integer $x, String $s = 'abc38', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 38, { 'k38' => "v${x}-38", 'n' => [3, 5, 0x26] }]
  # a comment that the lexer skips, number 38
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 38 } default: { $local[1] - $x } } }
}
function bench::f39(Integer $x, String $s = 'abc39', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 39, { 'k39' => "v${x}-39", 'n' => [4, 6, 0x27] }]
  # a comment that the lexer skips, number 39
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 39 } default: { $local[1] - $x } } }
}
function bench::f40(Integer $x, String $s = 'abc40', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 40, { 'k40' => "v${x}-40", 'n' => [5, 7, 0x28] }]
  # a comment that the lexer skips, number 40
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 40 } default: { $local[1] - $x } } }
}
$data40 = { 'name' => 'item40', 'list' => [0], 'nested' => { 'a' => { 'b' => 40 } } }
function bench::f41(Integer $x, String $s = 'abc41', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 41, { 'k41' => "v${x}-41", 'n' => [6, 8, 0x29] }]
  # a comment that the lexer skips, number 41
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 41 } default: { $local[1] - $x } } }
}
function bench::f42(Integer $x, String $s = 'abc42', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 42, { 'k42' => "v${x}-42", 'n' => [0, 9, 0x2a] }]
  # a comment that the lexer skips, number 42
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 42 } default: { $local[1] - $x } } }
}
function bench::f43(Integer $x, String $s = 'abc43', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 43, { 'k43' => "v${x}-43", 'n' => [1, 10, 0x2b] }]
  # a comment that the lexer skips, number 43
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 43 } default: { $local[1] - $x } } }
}
function bench::f44(Integer $x, String $s = 'abc44', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 44, { 'k44' => "v${x}-44", 'n' => [2, 0, 0x2c] }]
  # a comment that the lexer skips, number 44
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 44 } default: { $local[1] - $x } } }
}
function bench::f45(Integer $x, String $s = 'abc45', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 45, { 'k45' => "v${x}-45", 'n' => [3, 1, 0x2d] }]
  # a comment that the lexer skips, number 45
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 45 } default: { $local[1] - $x } } }
}
function bench::f46(Integer $x, String $s = 'abc46', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 46, { 'k46' => "v${x}-46", 'n' => [4, 2, 0x2e] }]
  # a comment that the lexer skips, number 46
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 46 } default: { $local[1] - $x } } }
}
function bench::f47(Integer $x, String $s = 'abc47', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 47, { 'k47' => "v${x}-47", 'n' => [5, 3, 0x2f] }]
  # a comment that the lexer skips, number 47
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 47 } default: { $local[1] - $x } } }
}
function bench::f48(Integer $x, String $s = 'abc48', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 48, { 'k48' => "v${x}-48", 'n' => [6, 4, 0x30] }]
  # a comment that the lexer skips, number 48
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 48 } default: { $local[1] - $x } } }
}
function bench::f49(Integer $x, String $s = 'abc49', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 49, { 'k49' => "v${x}-49", 'n' => [0, 5, 0x31] }]
  # a comment that the lexer skips, number 49
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 49 } default: { $local[1] - $x } } }
}
function bench::f50(Integer $x, String $s = 'abc50', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 50, { 'k50' => "v${x}-50", 'n' => [1, 6, 0x32] }]
  # a comment that the lexer skips, number 50
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 50 } default: { $local[1] - $x } } }
}
$data50 = { 'name' => 'item50', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'nested' => { 'a' => { 'b' => 50 } } }
function bench::f51(Integer $x, String $s = 'abc51', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 51, { 'k51' => "v${x}-51", 'n' => [2, 7, 0x33] }]
  # a comment that the lexer skips, number 51
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 51 } default: { $local[1] - $x } } }
}
function bench::f52(Integer $x, String $s = 'abc52', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 52, { 'k52' => "v${x}-52", 'n' => [3, 8, 0x34] }]
  # a comment that the lexer skips, number 52
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 52 } default: { $local[1] - $x } } }
}
function bench::f53(Integer $x, String $s = 'abc53', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 53, { 'k53' => "v${x}-53", 'n' => [4, 9, 0x35] }]
  # a comment that the lexer skips, number 53
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 53 } default: { $local[1] - $x } } }
}
function bench::f54(Integer $x, String $s = 'abc54', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 54, { 'k54' => "v${x}-54", 'n' => [5, 10, 0x36] }]
  # a comment that the lexer skips, number 54
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 54 } default: { $local[1] - $x } } }
}
function bench::f55(Integer $x, String $s = 'abc55', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 55, { 'k55' => "v${x}-55", 'n' => [6, 0, 0x37] }]
  # a comment that the lexer skips, number 55
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 55 } default: { $local[1] - $x } } }
}
function bench::f56(Integer $x, String $s = 'abc56', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 56, { 'k56' => "v${x}-56", 'n' => [0, 1, 0x38] }]
  # a comment that the lexer skips, number 56
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 56 } default: { $local[1] - $x } } }
}
function bench::f57(Integer $x, String $s = 'abc57', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 57, { 'k57' => "v${x}-57", 'n' => [1, 2, 0x39] }]
  # a comment that the lexer skips, number 57
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 57 } default: { $local[1] - $x } } }
}
function bench::f58(Integer $x, String $s = 'abc58', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 58, { 'k58' => "v${x}-58", 'n' => [2, 3, 0x3a] }]
  # a comment that the lexer skips, number 58
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 58 } default: { $local[1] - $x } } }
}
function bench::f59(Integer $x, String $s = 'abc59', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 59, { 'k59' => "v${x}-59", 'n' => [3, 4, 0x3b] }]
  # a comment that the lexer skips, number 59
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 59 } default: { $local[1] - $x } } }
}
function bench::f60(Integer $x, String $s = 'abc60', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 60, { 'k60' => "v${x}-60", 'n' => [4, 5, 0x3c] }]
  # a comment that the lexer skips, number 60
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 60 } default: { $local[1] - $x } } }
}
$data60 = { 'name' => 'item60', 'list' => [0, 1, 2, 3, 4, 5, 6, 7], 'nested' => { 'a' => { 'b' => 60 } } }
function bench::f61(Integer $x, String $s = 'abc61', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 61, { 'k61' => "v${x}-61", 'n' => [5, 6, 0x3d] }]
  # a comment that the lexer skips, number 61
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 61 } default: { $local[1] - $x } } }
}
function bench::f62(Integer $x, String $s = 'abc62', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 62, { 'k62' => "v${x}-62", 'n' => [6, 7, 0x3e] }]
  # a comment that the lexer skips, number 62
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 62 } default: { $local[1] - $x } } }
}
function bench::f63(Integer $x, String $s = 'abc63', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 63, { 'k63' => "v${x}-63", 'n' => [0, 8, 0x3f] }]
  # a comment that the lexer skips, number 63
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 63 } default: { $local[1] - $x } } }
}
function bench::f64(Integer $x, String $s = 'abc64', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 64, { 'k64' => "v${x}-64", 'n' => [1, 9, 0x40] }]
  # a comment that the lexer skips, number 64
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 64 } default: { $local[1] - $x } } }
}
function bench::f65(Integer $x, String $s = 'abc65', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 65, { 'k65' => "v${x}-65", 'n' => [2, 10, 0x41] }]
  # a comment that the lexer skips, number 65
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 65 } default: { $local[1] - $x } } }
}
function bench::f66(Integer $x, String $s = 'abc66', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 66, { 'k66' => "v${x}-66", 'n' => [3, 0, 0x42] }]
  # a comment that the lexer skips, number 66
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 66 } default: { $local[1] - $x } } }
}
function bench::f67(Integer $x, String $s = 'abc67', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 67, { 'k67' => "v${x}-67", 'n' => [4, 1, 0x43] }]
  # a comment that the lexer skips, number 67
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 67 } default: { $local[1] - $x } } }
}
function bench::f68(Integer $x, String $s = 'abc68', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 68, { 'k68' => "v${x}-68", 'n' => [5, 2, 0x44] }]
  # a comment that the lexer skips, number 68
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 68 } default: { $local[1] - $x } } }
}
function bench::f69(Integer $x, String $s = 'abc69', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 69, { 'k69' => "v${x}-69", 'n' => [6, 3, 0x45] }]
  # a comment that the lexer skips, number 69
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 69 } default: { $local[1] - $x } } }
}
function bench::f70(Integer $x, String $s = 'abc70', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 70, { 'k70' => "v${x}-70", 'n' => [0, 4, 0x46] }]
  # a comment that the lexer skips, number 70
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 70 } default: { $local[1] - $x } } }
}
$data70 = { 'name' => 'item70', 'list' => [0, 1, 2, 3, 4], 'nested' => { 'a' => { 'b' => 70 } } }
function bench::f71(Integer $x, String $s = 'abc71', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 71, { 'k71' => "v${x}-71", 'n' => [1, 5, 0x47] }]
  # a comment that the lexer skips, number 71
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 71 } default: { $local[1] - $x } } }
}
function bench::f72(Integer $x, String $s = 'abc72', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 72, { 'k72' => "v${x}-72", 'n' => [2, 6, 0x48] }]
  # a comment that the lexer skips, number 72
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 72 } default: { $local[1] - $x } } }
}
function bench::f73(Integer $x, String $s = 'abc73', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 73, { 'k73' => "v${x}-73", 'n' => [3, 7, 0x49] }]
  # a comment that the lexer skips, number 73
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 73 } default: { $local[1] - $x } } }
}
function bench::f74(Integer $x, String $s = 'abc74', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 74, { 'k74' => "v${x}-74", 'n' => [4, 8, 0x4a] }]
  # a comment that the lexer skips, number 74
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 74 } default: { $local[1] - $x } } }
}
function bench::f75(Integer $x, String $s = 'abc75', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 75, { 'k75' => "v${x}-75", 'n' => [5, 9, 0x4b] }]
  # a comment that the lexer skips, number 75
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 75 } default: { $local[1] - $x } } }
}
function bench::f76(Integer $x, String $s = 'abc76', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 76, { 'k76' => "v${x}-76", 'n' => [6, 10, 0x4c] }]
  # a comment that the lexer skips, number 76
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 76 } default: { $local[1] - $x } } }
}
function bench::f77(Integer $x, String $s = 'abc77', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 77, { 'k77' => "v${x}-77", 'n' => [0, 0, 0x4d] }]
  # a comment that the lexer skips, number 77
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 77 } default: { $local[1] - $x } } }
}
function bench::f78(Integer $x, String $s = 'abc78', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 78, { 'k78' => "v${x}-78", 'n' => [1, 1, 0x4e] }]
  # a comment that the lexer skips, number 78
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 78 } default: { $local[1] - $x } } }
}
function bench::f79(Integer $x, String $s = 'abc79', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 79, { 'k79' => "v${x}-79", 'n' => [2, 2, 0x4f] }]
  # a comment that the lexer skips, number 79
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 79 } default: { $local[1] - $x } } }
}
function bench::f80(Integer $x, String $s = 'abc80', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 80, { 'k80' => "v${x}-80", 'n' => [3, 3, 0x50] }]
  # a comment that the lexer skips, number 80
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 80 } default: { $local[1] - $x } } }
}
$data80 = { 'name' => 'item80', 'list' => [0, 1], 'nested' => { 'a' => { 'b' => 80 } } }
function bench::f81(Integer $x, String $s = 'abc81', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 81, { 'k81' => "v${x}-81", 'n' => [4, 4, 0x51] }]
  # a comment that the lexer skips, number 81
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 81 } default: { $local[1] - $x } } }
}
function bench::f82(Integer $x, String $s = 'abc82', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 82, { 'k82' => "v${x}-82", 'n' => [5, 5, 0x52] }]
  # a comment that the lexer skips, number 82
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 82 } default: { $local[1] - $x } } }
}
function bench::f83(Integer $x, String $s = 'abc83', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 83, { 'k83' => "v${x}-83", 'n' => [6, 6, 0x53] }]
  # a comment that the lexer skips, number 83
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 83 } default: { $local[1] - $x } } }
}
function bench::f84(Integer $x, String $s = 'abc84', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 84, { 'k84' => "v${x}-84", 'n' => [0, 7, 0x54] }]
  # a comment that the lexer skips, number 84
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 84 } default: { $local[1] - $x } } }
}
function bench::f85(Integer $x, String $s = 'abc85', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 85, { 'k85' => "v${x}-85", 'n' => [1, 8, 0x55] }]
  # a comment that the lexer skips, number 85
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 85 } default: { $local[1] - $x } } }
}
function bench::f86(Integer $x, String $s = 'abc86', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 86, { 'k86' => "v${x}-86", 'n' => [2, 9, 0x56] }]
  # a comment that the lexer skips, number 86
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 86 } default: { $local[1] - $x } } }
}
function bench::f87(Integer $x, String $s = 'abc87', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 87, { 'k87' => "v${x}-87", 'n' => [3, 10, 0x57] }]
  # a comment that the lexer skips, number 87
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 87 } default: { $local[1] - $x } } }
}
function bench::f88(Integer $x, String $s = 'abc88', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 88, { 'k88' => "v${x}-88", 'n' => [4, 0, 0x58] }]
  # a comment that the lexer skips, number 88
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 88 } default: { $local[1] - $x } } }
}
function bench::f89(Integer $x, String $s = 'abc89', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 89, { 'k89' => "v${x}-89", 'n' => [5, 1, 0x59] }]
  # a comment that the lexer skips, number 89
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 89 } default: { $local[1] - $x } } }
}
function bench::f90(Integer $x, String $s = 'abc90', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 90, { 'k90' => "v${x}-90", 'n' => [6, 2, 0x5a] }]
  # a comment that the lexer skips, number 90
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 90 } default: { $local[1] - $x } } }
}
$data90 = { 'name' => 'item90', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'nested' => { 'a' => { 'b' => 90 } } }
function bench::f91(Integer $x, String $s = 'abc91', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 91, { 'k91' => "v${x}-91", 'n' => [0, 3, 0x5b] }]
  # a comment that the lexer skips, number 91
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 91 } default: { $local[1] - $x } } }
}
function bench::f92(Integer $x, String $s = 'abc92', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 92, { 'k92' => "v${x}-92", 'n' => [1, 4, 0x5c] }]
  # a comment that the lexer skips, number 92
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 92 } default: { $local[1] - $x } } }
}
function bench::f93(Integer $x, String $s = 'abc93', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 93, { 'k93' => "v${x}-93", 'n' => [2, 5, 0x5d] }]
  # a comment that the lexer skips, number 93
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 93 } default: { $local[1] - $x } } }
}
function bench::f94(Integer $x, String $s = 'abc94', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 94, { 'k94' => "v${x}-94", 'n' => [3, 6, 0x5e] }]
  # a comment that the lexer skips, number 94
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 94 } default: { $local[1] - $x } } }
}
function bench::f95(Integer $x, String $s = 'abc95', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 95, { 'k95' => "v${x}-95", 'n' => [4, 7, 0x5f] }]
  # a comment that the lexer skips, number 95
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 95 } default: { $local[1] - $x } } }
}
function bench::f96(Integer $x, String $s = 'abc96', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 96, { 'k96' => "v${x}-96", 'n' => [5, 8, 0x60] }]
  # a comment that the lexer skips, number 96
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 96 } default: { $local[1] - $x } } }
}
function bench::f97(Integer $x, String $s = 'abc97', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 97, { 'k97' => "v${x}-97", 'n' => [6, 9, 0x61] }]
  # a comment that the lexer skips, number 97
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 97 } default: { $local[1] - $x } } }
}
function bench::f98(Integer $x, String $s = 'abc98', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 98, { 'k98' => "v${x}-98", 'n' => [0, 10, 0x62] }]
  # a comment that the lexer skips, number 98
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 98 } default: { $local[1] - $x } } }
}
function bench::f99(Integer $x, String $s = 'abc99', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 99, { 'k99' => "v${x}-99", 'n' => [1, 0, 0x63] }]
  # a comment that the lexer skips, number 99
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 99 } default: { $local[1] - $x } } }
}
function bench::f100(Integer $x, String $s = 'abc100', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 100, { 'k100' => "v${x}-100", 'n' => [2, 1, 0x64] }]
  # a comment that the lexer skips, number 100
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 100 } default: { $local[1] - $x } } }
}
$data100 = { 'name' => 'item100', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8], 'nested' => { 'a' => { 'b' => 100 } } }
function bench::f101(Integer $x, String $s = 'abc101', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 101, { 'k101' => "v${x}-101", 'n' => [3, 2, 0x65] }]
  # a comment that the lexer skips, number 101
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 101 } default: { $local[1] - $x } } }
}
function bench::f102(Integer $x, String $s = 'abc102', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 102, { 'k102' => "v${x}-102", 'n' => [4, 3, 0x66] }]
  # a comment that the lexer skips, number 102
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 102 } default: { $local[1] - $x } } }
}
function bench::f103(Integer $x, String $s = 'abc103', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 103, { 'k103' => "v${x}-103", 'n' => [5, 4, 0x67] }]
  # a comment that the lexer skips, number 103
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 103 } default: { $local[1] - $x } } }
}
function bench::f104(Integer $x, String $s = 'abc104', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 104, { 'k104' => "v${x}-104", 'n' => [6, 5, 0x68] }]
  # a comment that the lexer skips, number 104
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 104 } default: { $local[1] - $x } } }
}
function bench::f105(Integer $x, String $s = 'abc105', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 105, { 'k105' => "v${x}-105", 'n' => [0, 6, 0x69] }]
  # a comment that the lexer skips, number 105
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 105 } default: { $local[1] - $x } } }
}
function bench::f106(Integer $x, String $s = 'abc106', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 106, { 'k106' => "v${x}-106", 'n' => [1, 7, 0x6a] }]
  # a comment that the lexer skips, number 106
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 106 } default: { $local[1] - $x } } }
}
function bench::f107(Integer $x, String $s = 'abc107', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 107, { 'k107' => "v${x}-107", 'n' => [2, 8, 0x6b] }]
  # a comment that the lexer skips, number 107
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 107 } default: { $local[1] - $x } } }
}
function bench::f108(Integer $x, String $s = 'abc108', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 108, { 'k108' => "v${x}-108", 'n' => [3, 9, 0x6c] }]
  # a comment that the lexer skips, number 108
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 108 } default: { $local[1] - $x } } }
}
function bench::f109(Integer $x, String $s = 'abc109', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 109, { 'k109' => "v${x}-109", 'n' => [4, 10, 0x6d] }]
  # a comment that the lexer skips, number 109
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 109 } default: { $local[1] - $x } } }
}
function bench::f110(Integer $x, String $s = 'abc110', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 110, { 'k110' => "v${x}-110", 'n' => [5, 0, 0x6e] }]
  # a comment that the lexer skips, number 110
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 110 } default: { $local[1] - $x } } }
}
$data110 = { 'name' => 'item110', 'list' => [0, 1, 2, 3, 4, 5], 'nested' => { 'a' => { 'b' => 110 } } }
function bench::f111(Integer $x, String $s = 'abc111', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 111, { 'k111' => "v${x}-111", 'n' => [6, 1, 0x6f] }]
  # a comment that the lexer skips, number 111
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 111 } default: { $local[1] - $x } } }
}
function bench::f112(Integer $x, String $s = 'abc112', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 112, { 'k112' => "v${x}-112", 'n' => [0, 2, 0x70] }]
  # a comment that the lexer skips, number 112
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 112 } default: { $local[1] - $x } } }
}
function bench::f113(Integer $x, String $s = 'abc113', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 113, { 'k113' => "v${x}-113", 'n' => [1, 3, 0x71] }]
  # a comment that the lexer skips, number 113
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 113 } default: { $local[1] - $x } } }
}
function bench::f114(Integer $x, String $s = 'abc114', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 114, { 'k114' => "v${x}-114", 'n' => [2, 4, 0x72] }]
  # a comment that the lexer skips, number 114
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 114 } default: { $local[1] - $x } } }
}
function bench::f115(Integer $x, String $s = 'abc115', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 115, { 'k115' => "v${x}-115", 'n' => [3, 5, 0x73] }]
  # a comment that the lexer skips, number 115
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 115 } default: { $local[1] - $x } } }
}
function bench::f116(Integer $x, String $s = 'abc116', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 116, { 'k116' => "v${x}-116", 'n' => [4, 6, 0x74] }]
  # a comment that the lexer skips, number 116
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 116 } default: { $local[1] - $x } } }
}
function bench::f117(Integer $x, String $s = 'abc117', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 117, { 'k117' => "v${x}-117", 'n' => [5, 7, 0x75] }]
  # a comment that the lexer skips, number 117
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 117 } default: { $local[1] - $x } } }
}
function bench::f118(Integer $x, String $s = 'abc118', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 118, { 'k118' => "v${x}-118", 'n' => [6, 8, 0x76] }]
  # a comment that the lexer skips, number 118
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 118 } default: { $local[1] - $x } } }
}
function bench::f119(Integer $x, String $s = 'abc119', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 119, { 'k119' => "v${x}-119", 'n' => [0, 9, 0x77] }]
  # a comment that the lexer skips, number 119
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 119 } default: { $local[1] - $x } } }
}
function bench::f120(Integer $x, String $s = 'abc120', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 120, { 'k120' => "v${x}-120", 'n' => [1, 10, 0x78] }]
  # a comment that the lexer skips, number 120
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 120 } default: { $local[1] - $x } } }
}
$data120 = { 'name' => 'item120', 'list' => [0, 1, 2], 'nested' => { 'a' => { 'b' => 120 } } }
function bench::f121(Integer $x, String $s = 'abc121', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 121, { 'k121' => "v${x}-121", 'n' => [2, 0, 0x79] }]
  # a comment that the lexer skips, number 121
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 121 } default: { $local[1] - $x } } }
}
function bench::f122(Integer $x, String $s = 'abc122', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 122, { 'k122' => "v${x}-122", 'n' => [3, 1, 0x7a] }]
  # a comment that the lexer skips, number 122
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 122 } default: { $local[1] - $x } } }
}
function bench::f123(Integer $x, String $s = 'abc123', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 123, { 'k123' => "v${x}-123", 'n' => [4, 2, 0x7b] }]
  # a comment that the lexer skips, number 123
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 123 } default: { $local[1] - $x } } }
}
function bench::f124(Integer $x, String $s = 'abc124', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 124, { 'k124' => "v${x}-124", 'n' => [5, 3, 0x7c] }]
  # a comment that the lexer skips, number 124
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 124 } default: { $local[1] - $x } } }
}
function bench::f125(Integer $x, String $s = 'abc125', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 125, { 'k125' => "v${x}-125", 'n' => [6, 4, 0x7d] }]
  # a comment that the lexer skips, number 125
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 125 } default: { $local[1] - $x } } }
}
function bench::f126(Integer $x, String $s = 'abc126', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 126, { 'k126' => "v${x}-126", 'n' => [0, 5, 0x7e] }]
  # a comment that the lexer skips, number 126
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 126 } default: { $local[1] - $x } } }
}
function bench::f127(Integer $x, String $s = 'abc127', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 127, { 'k127' => "v${x}-127", 'n' => [1, 6, 0x7f] }]
  # a comment that the lexer skips, number 127
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 127 } default: { $local[1] - $x } } }
}
function bench::f128(Integer $x, String $s = 'abc128', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 128, { 'k128' => "v${x}-128", 'n' => [2, 7, 0x80] }]
  # a comment that the lexer skips, number 128
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 128 } default: { $local[1] - $x } } }
}
function bench::f129(Integer $x, String $s = 'abc129', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 129, { 'k129' => "v${x}-129", 'n' => [3, 8, 0x81] }]
  # a comment that the lexer skips, number 129
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 129 } default: { $local[1] - $x } } }
}
function bench::f130(Integer $x, String $s = 'abc130', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 130, { 'k130' => "v${x}-130", 'n' => [4, 9, 0x82] }]
  # a comment that the lexer skips, number 130
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 130 } default: { $local[1] - $x } } }
}
$data130 = { 'name' => 'item130', 'list' => [], 'nested' => { 'a' => { 'b' => 130 } } }
function bench::f131(Integer $x, String $s = 'abc131', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 131, { 'k131' => "v${x}-131", 'n' => [5, 10, 0x83] }]
  # a comment that the lexer skips, number 131
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 131 } default: { $local[1] - $x } } }
}
function bench::f132(Integer $x, String $s = 'abc132', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 132, { 'k132' => "v${x}-132", 'n' => [6, 0, 0x84] }]
  # a comment that the lexer skips, number 132
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 132 } default: { $local[1] - $x } } }
}
function bench::f133(Integer $x, String $s = 'abc133', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 133, { 'k133' => "v${x}-133", 'n' => [0, 1, 0x85] }]
  # a comment that the lexer skips, number 133
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 133 } default: { $local[1] - $x } } }
}
function bench::f134(Integer $x, String $s = 'abc134', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 134, { 'k134' => "v${x}-134", 'n' => [1, 2, 0x86] }]
  # a comment that the lexer skips, number 134
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 134 } default: { $local[1] - $x } } }
}
function bench::f135(Integer $x, String $s = 'abc135', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 135, { 'k135' => "v${x}-135", 'n' => [2, 3, 0x87] }]
  # a comment that the lexer skips, number 135
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 135 } default: { $local[1] - $x } } }
}
function bench::f136(Integer $x, String $s = 'abc136', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 136, { 'k136' => "v${x}-136", 'n' => [3, 4, 0x88] }]
  # a comment that the lexer skips, number 136
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 136 } default: { $local[1] - $x } } }
}
function bench::f137(Integer $x, String $s = 'abc137', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 137, { 'k137' => "v${x}-137", 'n' => [4, 5, 0x89] }]
  # a comment that the lexer skips, number 137
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 137 } default: { $local[1] - $x } } }
}
function bench::f138(Integer $x, String $s = 'abc138', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 138, { 'k138' => "v${x}-138", 'n' => [5, 6, 0x8a] }]
  # a comment that the lexer skips, number 138
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 138 } default: { $local[1] - $x } } }
}
function bench::f139(Integer $x, String $s = 'abc139', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 139, { 'k139' => "v${x}-139", 'n' => [6, 7, 0x8b] }]
  # a comment that the lexer skips, number 139
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 139 } default: { $local[1] - $x } } }
}
function bench::f140(Integer $x, String $s = 'abc140', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 140, { 'k140' => "v${x}-140", 'n' => [0, 8, 0x8c] }]
  # a comment that the lexer skips, number 140
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 140 } default: { $local[1] - $x } } }
}
$data140 = { 'name' => 'item140', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'nested' => { 'a' => { 'b' => 140 } } }
function bench::f141(Integer $x, String $s = 'abc141', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 141, { 'k141' => "v${x}-141", 'n' => [1, 9, 0x8d] }]
  # a comment that the lexer skips, number 141
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 141 } default: { $local[1] - $x } } }
}
function bench::f142(Integer $x, String $s = 'abc142', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 142, { 'k142' => "v${x}-142", 'n' => [2, 10, 0x8e] }]
  # a comment that the lexer skips, number 142
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 142 } default: { $local[1] - $x } } }
}
function bench::f143(Integer $x, String $s = 'abc143', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 143, { 'k143' => "v${x}-143", 'n' => [3, 0, 0x8f] }]
  # a comment that the lexer skips, number 143
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 143 } default: { $local[1] - $x } } }
}
function bench::f144(Integer $x, String $s = 'abc144', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 144, { 'k144' => "v${x}-144", 'n' => [4, 1, 0x90] }]
  # a comment that the lexer skips, number 144
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 144 } default: { $local[1] - $x } } }
}
function bench::f145(Integer $x, String $s = 'abc145', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 145, { 'k145' => "v${x}-145", 'n' => [5, 2, 0x91] }]
  # a comment that the lexer skips, number 145
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 145 } default: { $local[1] - $x } } }
}
function bench::f146(Integer $x, String $s = 'abc146', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 146, { 'k146' => "v${x}-146", 'n' => [6, 3, 0x92] }]
  # a comment that the lexer skips, number 146
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 146 } default: { $local[1] - $x } } }
}
function bench::f147(Integer $x, String $s = 'abc147', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 147, { 'k147' => "v${x}-147", 'n' => [0, 4, 0x93] }]
  # a comment that the lexer skips, number 147
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 147 } default: { $local[1] - $x } } }
}
function bench::f148(Integer $x, String $s = 'abc148', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 148, { 'k148' => "v${x}-148", 'n' => [1, 5, 0x94] }]
  # a comment that the lexer skips, number 148
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 148 } default: { $local[1] - $x } } }
}
function bench::f149(Integer $x, String $s = 'abc149', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 149, { 'k149' => "v${x}-149", 'n' => [2, 6, 0x95] }]
  # a comment that the lexer skips, number 149
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 149 } default: { $local[1] - $x } } }
}
function bench::f150(Integer $x, String $s = 'abc150', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 150, { 'k150' => "v${x}-150", 'n' => [3, 7, 0x96] }]
  # a comment that the lexer skips, number 150
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 150 } default: { $local[1] - $x } } }
}
$data150 = { 'name' => 'item150', 'list' => [0, 1, 2, 3, 4, 5, 6], 'nested' => { 'a' => { 'b' => 150 } } }
function bench::f151(Integer $x, String $s = 'abc151', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 151, { 'k151' => "v${x}-151", 'n' => [4, 8, 0x97] }]
  # a comment that the lexer skips, number 151
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 151 } default: { $local[1] - $x } } }
}
function bench::f152(Integer $x, String $s = 'abc152', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 152, { 'k152' => "v${x}-152", 'n' => [5, 9, 0x98] }]
  # a comment that the lexer skips, number 152
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 152 } default: { $local[1] - $x } } }
}
function bench::f153(Integer $x, String $s = 'abc153', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 153, { 'k153' => "v${x}-153", 'n' => [6, 10, 0x99] }]
  # a comment that the lexer skips, number 153
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 153 } default: { $local[1] - $x } } }
}
function bench::f154(Integer $x, String $s = 'abc154', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 154, { 'k154' => "v${x}-154", 'n' => [0, 0, 0x9a] }]
  # a comment that the lexer skips, number 154
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 154 } default: { $local[1] - $x } } }
}
function bench::f155(Integer $x, String $s = 'abc155', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 155, { 'k155' => "v${x}-155", 'n' => [1, 1, 0x9b] }]
  # a comment that the lexer skips, number 155
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 155 } default: { $local[1] - $x } } }
}
function bench::f156(Integer $x, String $s = 'abc156', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 156, { 'k156' => "v${x}-156", 'n' => [2, 2, 0x9c] }]
  # a comment that the lexer skips, number 156
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 156 } default: { $local[1] - $x } } }
}
function bench::f157(Integer $x, String $s = 'abc157', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 157, { 'k157' => "v${x}-157", 'n' => [3, 3, 0x9d] }]
  # a comment that the lexer skips, number 157
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 157 } default: { $local[1] - $x } } }
}
function bench::f158(Integer $x, String $s = 'abc158', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 158, { 'k158' => "v${x}-158", 'n' => [4, 4, 0x9e] }]
  # a comment that the lexer skips, number 158
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 158 } default: { $local[1] - $x } } }
}
function bench::f159(Integer $x, String $s = 'abc159', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 159, { 'k159' => "v${x}-159", 'n' => [5, 5, 0x9f] }]
  # a comment that the lexer skips, number 159
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 159 } default: { $local[1] - $x } } }
}
function bench::f160(Integer $x, String $s = 'abc160', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 160, { 'k160' => "v${x}-160", 'n' => [6, 6, 0xa0] }]
  # a comment that the lexer skips, number 160
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 160 } default: { $local[1] - $x } } }
}
$data160 = { 'name' => 'item160', 'list' => [0, 1, 2, 3], 'nested' => { 'a' => { 'b' => 160 } } }
function bench::f161(Integer $x, String $s = 'abc161', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 161, { 'k161' => "v${x}-161", 'n' => [0, 7, 0xa1] }]
  # a comment that the lexer skips, number 161
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 161 } default: { $local[1] - $x } } }
}
function bench::f162(Integer $x, String $s = 'abc162', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 162, { 'k162' => "v${x}-162", 'n' => [1, 8, 0xa2] }]
  # a comment that the lexer skips, number 162
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 162 } default: { $local[1] - $x } } }
}
function bench::f163(Integer $x, String $s = 'abc163', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 163, { 'k163' => "v${x}-163", 'n' => [2, 9, 0xa3] }]
  # a comment that the lexer skips, number 163
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 163 } default: { $local[1] - $x } } }
}
function bench::f164(Integer $x, String $s = 'abc164', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 164, { 'k164' => "v${x}-164", 'n' => [3, 10, 0xa4] }]
  # a comment that the lexer skips, number 164
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 164 } default: { $local[1] - $x } } }
}
function bench::f165(Integer $x, String $s = 'abc165', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 165, { 'k165' => "v${x}-165", 'n' => [4, 0, 0xa5] }]
  # a comment that the lexer skips, number 165
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 165 } default: { $local[1] - $x } } }
}
function bench::f166(Integer $x, String $s = 'abc166', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 166, { 'k166' => "v${x}-166", 'n' => [5, 1, 0xa6] }]
  # a comment that the lexer skips, number 166
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 166 } default: { $local[1] - $x } } }
}
function bench::f167(Integer $x, String $s = 'abc167', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 167, { 'k167' => "v${x}-167", 'n' => [6, 2, 0xa7] }]
  # a comment that the lexer skips, number 167
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 167 } default: { $local[1] - $x } } }
}
function bench::f168(Integer $x, String $s = 'abc168', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 168, { 'k168' => "v${x}-168", 'n' => [0, 3, 0xa8] }]
  # a comment that the lexer skips, number 168
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 168 } default: { $local[1] - $x } } }
}
function bench::f169(Integer $x, String $s = 'abc169', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 169, { 'k169' => "v${x}-169", 'n' => [1, 4, 0xa9] }]
  # a comment that the lexer skips, number 169
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 169 } default: { $local[1] - $x } } }
}
function bench::f170(Integer $x, String $s = 'abc170', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 170, { 'k170' => "v${x}-170", 'n' => [2, 5, 0xaa] }]
  # a comment that the lexer skips, number 170
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 170 } default: { $local[1] - $x } } }
}
$data170 = { 'name' => 'item170', 'list' => [0], 'nested' => { 'a' => { 'b' => 170 } } }
function bench::f171(Integer $x, String $s = 'abc171', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 171, { 'k171' => "v${x}-171", 'n' => [3, 6, 0xab] }]
  # a comment that the lexer skips, number 171
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 171 } default: { $local[1] - $x } } }
}
function bench::f172(Integer $x, String $s = 'abc172', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 172, { 'k172' => "v${x}-172", 'n' => [4, 7, 0xac] }]
  # a comment that the lexer skips, number 172
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 172 } default: { $local[1] - $x } } }
}
function bench::f173(Integer $x, String $s = 'abc173', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 173, { 'k173' => "v${x}-173", 'n' => [5, 8, 0xad] }]
  # a comment that the lexer skips, number 173
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 173 } default: { $local[1] - $x } } }
}
function bench::f174(Integer $x, String $s = 'abc174', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 174, { 'k174' => "v${x}-174", 'n' => [6, 9, 0xae] }]
  # a comment that the lexer skips, number 174
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 174 } default: { $local[1] - $x } } }
}
function bench::f175(Integer $x, String $s = 'abc175', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 175, { 'k175' => "v${x}-175", 'n' => [0, 10, 0xaf] }]
  # a comment that the lexer skips, number 175
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 175 } default: { $local[1] - $x } } }
}
function bench::f176(Integer $x, String $s = 'abc176', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 176, { 'k176' => "v${x}-176", 'n' => [1, 0, 0xb0] }]
  # a comment that the lexer skips, number 176
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 176 } default: { $local[1] - $x } } }
}
function bench::f177(Integer $x, String $s = 'abc177', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 177, { 'k177' => "v${x}-177", 'n' => [2, 1, 0xb1] }]
  # a comment that the lexer skips, number 177
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 177 } default: { $local[1] - $x } } }
}
function bench::f178(Integer $x, String $s = 'abc178', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 178, { 'k178' => "v${x}-178", 'n' => [3, 2, 0xb2] }]
  # a comment that the lexer skips, number 178
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 178 } default: { $local[1] - $x } } }
}
function bench::f179(Integer $x, String $s = 'abc179', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 179, { 'k179' => "v${x}-179", 'n' => [4, 3, 0xb3] }]
  # a comment that the lexer skips, number 179
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 179 } default: { $local[1] - $x } } }
}
function bench::f180(Integer $x, String $s = 'abc180', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 180, { 'k180' => "v${x}-180", 'n' => [5, 4, 0xb4] }]
  # a comment that the lexer skips, number 180
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 180 } default: { $local[1] - $x } } }
}
$data180 = { 'name' => 'item180', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'nested' => { 'a' => { 'b' => 180 } } }
function bench::f181(Integer $x, String $s = 'abc181', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 181, { 'k181' => "v${x}-181", 'n' => [6, 5, 0xb5] }]
  # a comment that the lexer skips, number 181
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 181 } default: { $local[1] - $x } } }
}
function bench::f182(Integer $x, String $s = 'abc182', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 182, { 'k182' => "v${x}-182", 'n' => [0, 6, 0xb6] }]
  # a comment that the lexer skips, number 182
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 182 } default: { $local[1] - $x } } }
}
function bench::f183(Integer $x, String $s = 'abc183', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 183, { 'k183' => "v${x}-183", 'n' => [1, 7, 0xb7] }]
  # a comment that the lexer skips, number 183
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 183 } default: { $local[1] - $x } } }
}
function bench::f184(Integer $x, String $s = 'abc184', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 184, { 'k184' => "v${x}-184", 'n' => [2, 8, 0xb8] }]
  # a comment that the lexer skips, number 184
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 184 } default: { $local[1] - $x } } }
}
function bench::f185(Integer $x, String $s = 'abc185', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 185, { 'k185' => "v${x}-185", 'n' => [3, 9, 0xb9] }]
  # a comment that the lexer skips, number 185
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 185 } default: { $local[1] - $x } } }
}
function bench::f186(Integer $x, String $s = 'abc186', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 186, { 'k186' => "v${x}-186", 'n' => [4, 10, 0xba] }]
  # a comment that the lexer skips, number 186
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 186 } default: { $local[1] - $x } } }
}
function bench::f187(Integer $x, String $s = 'abc187', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 187, { 'k187' => "v${x}-187", 'n' => [5, 0, 0xbb] }]
  # a comment that the lexer skips, number 187
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 187 } default: { $local[1] - $x } } }
}
function bench::f188(Integer $x, String $s = 'abc188', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 188, { 'k188' => "v${x}-188", 'n' => [6, 1, 0xbc] }]
  # a comment that the lexer skips, number 188
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 188 } default: { $local[1] - $x } } }
}
function bench::f189(Integer $x, String $s = 'abc189', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 189, { 'k189' => "v${x}-189", 'n' => [0, 2, 0xbd] }]
  # a comment that the lexer skips, number 189
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 189 } default: { $local[1] - $x } } }
}
function bench::f190(Integer $x, String $s = 'abc190', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 190, { 'k190' => "v${x}-190", 'n' => [1, 3, 0xbe] }]
  # a comment that the lexer skips, number 190
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 190 } default: { $local[1] - $x } } }
}
$data190 = { 'name' => 'item190', 'list' => [0, 1, 2, 3, 4, 5, 6, 7], 'nested' => { 'a' => { 'b' => 190 } } }
function bench::f191(Integer $x, String $s = 'abc191', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 191, { 'k191' => "v${x}-191", 'n' => [2, 4, 0xbf] }]
  # a comment that the lexer skips, number 191
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 191 } default: { $local[1] - $x } } }
}
function bench::f192(Integer $x, String $s = 'abc192', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 192, { 'k192' => "v${x}-192", 'n' => [3, 5, 0xc0] }]
  # a comment that the lexer skips, number 192
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 192 } default: { $local[1] - $x } } }
}
function bench::f193(Integer $x, String $s = 'abc193', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 193, { 'k193' => "v${x}-193", 'n' => [4, 6, 0xc1] }]
  # a comment that the lexer skips, number 193
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 193 } default: { $local[1] - $x } } }
}
function bench::f194(Integer $x, String $s = 'abc194', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 194, { 'k194' => "v${x}-194", 'n' => [5, 7, 0xc2] }]
  # a comment that the lexer skips, number 194
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 194 } default: { $local[1] - $x } } }
}
function bench::f195(Integer $x, String $s = 'abc195', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 195, { 'k195' => "v${x}-195", 'n' => [6, 8, 0xc3] }]
  # a comment that the lexer skips, number 195
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 195 } default: { $local[1] - $x } } }
}
function bench::f196(Integer $x, String $s = 'abc196', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 196, { 'k196' => "v${x}-196", 'n' => [0, 9, 0xc4] }]
  # a comment that the lexer skips, number 196
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 196 } default: { $local[1] - $x } } }
}
function bench::f197(Integer $x, String $s = 'abc197', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 197, { 'k197' => "v${x}-197", 'n' => [1, 10, 0xc5] }]
  # a comment that the lexer skips, number 197
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 197 } default: { $local[1] - $x } } }
}
function bench::f198(Integer $x, String $s = 'abc198', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 198, { 'k198' => "v${x}-198", 'n' => [2, 0, 0xc6] }]
  # a comment that the lexer skips, number 198
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 198 } default: { $local[1] - $x } } }
}
function bench::f199(Integer $x, String $s = 'abc199', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 199, { 'k199' => "v${x}-199", 'n' => [3, 1, 0xc7] }]
  # a comment that the lexer skips, number 199
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 199 } default: { $local[1] - $x } } }
}
function bench::f200(Integer $x, String $s = 'abc200', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 200, { 'k200' => "v${x}-200", 'n' => [4, 2, 0xc8] }]
  # a comment that the lexer skips, number 200
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 200 } default: { $local[1] - $x } } }
}
$data200 = { 'name' => 'item200', 'list' => [0, 1, 2, 3, 4], 'nested' => { 'a' => { 'b' => 200 } } }
function bench::f201(Integer $x, String $s = 'abc201', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 201, { 'k201' => "v${x}-201", 'n' => [5, 3, 0xc9] }]
  # a comment that the lexer skips, number 201
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 201 } default: { $local[1] - $x } } }
}
function bench::f202(Integer $x, String $s = 'abc202', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 202, { 'k202' => "v${x}-202", 'n' => [6, 4, 0xca] }]
  # a comment that the lexer skips, number 202
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 202 } default: { $local[1] - $x } } }
}
function bench::f203(Integer $x, String $s = 'abc203', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 203, { 'k203' => "v${x}-203", 'n' => [0, 5, 0xcb] }]
  # a comment that the lexer skips, number 203
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 203 } default: { $local[1] - $x } } }
}
function bench::f204(Integer $x, String $s = 'abc204', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 204, { 'k204' => "v${x}-204", 'n' => [1, 6, 0xcc] }]
  # a comment that the lexer skips, number 204
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 204 } default: { $local[1] - $x } } }
}
function bench::f205(Integer $x, String $s = 'abc205', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 205, { 'k205' => "v${x}-205", 'n' => [2, 7, 0xcd] }]
  # a comment that the lexer skips, number 205
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 205 } default: { $local[1] - $x } } }
}
function bench::f206(Integer $x, String $s = 'abc206', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 206, { 'k206' => "v${x}-206", 'n' => [3, 8, 0xce] }]
  # a comment that the lexer skips, number 206
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 206 } default: { $local[1] - $x } } }
}
function bench::f207(Integer $x, String $s = 'abc207', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 207, { 'k207' => "v${x}-207", 'n' => [4, 9, 0xcf] }]
  # a comment that the lexer skips, number 207
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 207 } default: { $local[1] - $x } } }
}
function bench::f208(Integer $x, String $s = 'abc208', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 208, { 'k208' => "v${x}-208", 'n' => [5, 10, 0xd0] }]
  # a comment that the lexer skips, number 208
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 208 } default: { $local[1] - $x } } }
}
function bench::f209(Integer $x, String $s = 'abc209', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 209, { 'k209' => "v${x}-209", 'n' => [6, 0, 0xd1] }]
  # a comment that the lexer skips, number 209
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 209 } default: { $local[1] - $x } } }
}
function bench::f210(Integer $x, String $s = 'abc210', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 210, { 'k210' => "v${x}-210", 'n' => [0, 1, 0xd2] }]
  # a comment that the lexer skips, number 210
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 210 } default: { $local[1] - $x } } }
}
$data210 = { 'name' => 'item210', 'list' => [0, 1], 'nested' => { 'a' => { 'b' => 210 } } }
function bench::f211(Integer $x, String $s = 'abc211', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 211, { 'k211' => "v${x}-211", 'n' => [1, 2, 0xd3] }]
  # a comment that the lexer skips, number 211
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 211 } default: { $local[1] - $x } } }
}
function bench::f212(Integer $x, String $s = 'abc212', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 212, { 'k212' => "v${x}-212", 'n' => [2, 3, 0xd4] }]
  # a comment that the lexer skips, number 212
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 212 } default: { $local[1] - $x } } }
}
function bench::f213(Integer $x, String $s = 'abc213', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 213, { 'k213' => "v${x}-213", 'n' => [3, 4, 0xd5] }]
  # a comment that the lexer skips, number 213
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 213 } default: { $local[1] - $x } } }
}
function bench::f214(Integer $x, String $s = 'abc214', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 214, { 'k214' => "v${x}-214", 'n' => [4, 5, 0xd6] }]
  # a comment that the lexer skips, number 214
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 214 } default: { $local[1] - $x } } }
}
function bench::f215(Integer $x, String $s = 'abc215', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 215, { 'k215' => "v${x}-215", 'n' => [5, 6, 0xd7] }]
  # a comment that the lexer skips, number 215
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 215 } default: { $local[1] - $x } } }
}
function bench::f216(Integer $x, String $s = 'abc216', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 216, { 'k216' => "v${x}-216", 'n' => [6, 7, 0xd8] }]
  # a comment that the lexer skips, number 216
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 216 } default: { $local[1] - $x } } }
}
function bench::f217(Integer $x, String $s = 'abc217', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 217, { 'k217' => "v${x}-217", 'n' => [0, 8, 0xd9] }]
  # a comment that the lexer skips, number 217
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 217 } default: { $local[1] - $x } } }
}
function bench::f218(Integer $x, String $s = 'abc218', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 218, { 'k218' => "v${x}-218", 'n' => [1, 9, 0xda] }]
  # a comment that the lexer skips, number 218
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 218 } default: { $local[1] - $x } } }
}
function bench::f219(Integer $x, String $s = 'abc219', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 219, { 'k219' => "v${x}-219", 'n' => [2, 10, 0xdb] }]
  # a comment that the lexer skips, number 219
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 219 } default: { $local[1] - $x } } }
}
function bench::f220(Integer $x, String $s = 'abc220', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 220, { 'k220' => "v${x}-220", 'n' => [3, 0, 0xdc] }]
  # a comment that the lexer skips, number 220
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 220 } default: { $local[1] - $x } } }
}
$data220 = { 'name' => 'item220', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'nested' => { 'a' => { 'b' => 220 } } }
function bench::f221(Integer $x, String $s = 'abc221', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 221, { 'k221' => "v${x}-221", 'n' => [4, 1, 0xdd] }]
  # a comment that the lexer skips, number 221
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 221 } default: { $local[1] - $x } } }
}
function bench::f222(Integer $x, String $s = 'abc222', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 222, { 'k222' => "v${x}-222", 'n' => [5, 2, 0xde] }]
  # a comment that the lexer skips, number 222
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 222 } default: { $local[1] - $x } } }
}
function bench::f223(Integer $x, String $s = 'abc223', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 223, { 'k223' => "v${x}-223", 'n' => [6, 3, 0xdf] }]
  # a comment that the lexer skips, number 223
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 223 } default: { $local[1] - $x } } }
}
function bench::f224(Integer $x, String $s = 'abc224', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 224, { 'k224' => "v${x}-224", 'n' => [0, 4, 0xe0] }]
  # a comment that the lexer skips, number 224
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 224 } default: { $local[1] - $x } } }
}
function bench::f225(Integer $x, String $s = 'abc225', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 225, { 'k225' => "v${x}-225", 'n' => [1, 5, 0xe1] }]
  # a comment that the lexer skips, number 225
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 225 } default: { $local[1] - $x } } }
}
function bench::f226(Integer $x, String $s = 'abc226', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 226, { 'k226' => "v${x}-226", 'n' => [2, 6, 0xe2] }]
  # a comment that the lexer skips, number 226
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 226 } default: { $local[1] - $x } } }
}
function bench::f227(Integer $x, String $s = 'abc227', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 227, { 'k227' => "v${x}-227", 'n' => [3, 7, 0xe3] }]
  # a comment that the lexer skips, number 227
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 227 } default: { $local[1] - $x } } }
}
function bench::f228(Integer $x, String $s = 'abc228', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 228, { 'k228' => "v${x}-228", 'n' => [4, 8, 0xe4] }]
  # a comment that the lexer skips, number 228
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 228 } default: { $local[1] - $x } } }
}
function bench::f229(Integer $x, String $s = 'abc229', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 229, { 'k229' => "v${x}-229", 'n' => [5, 9, 0xe5] }]
  # a comment that the lexer skips, number 229
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 229 } default: { $local[1] - $x } } }
}
function bench::f230(Integer $x, String $s = 'abc230', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 230, { 'k230' => "v${x}-230", 'n' => [6, 10, 0xe6] }]
  # a comment that the lexer skips, number 230
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 230 } default: { $local[1] - $x } } }
}
$data230 = { 'name' => 'item230', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8], 'nested' => { 'a' => { 'b' => 230 } } }
function bench::f231(Integer $x, String $s = 'abc231', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 231, { 'k231' => "v${x}-231", 'n' => [0, 0, 0xe7] }]
  # a comment that the lexer skips, number 231
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 231 } default: { $local[1] - $x } } }
}
function bench::f232(Integer $x, String $s = 'abc232', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 232, { 'k232' => "v${x}-232", 'n' => [1, 1, 0xe8] }]
  # a comment that the lexer skips, number 232
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 232 } default: { $local[1] - $x } } }
}
function bench::f233(Integer $x, String $s = 'abc233', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 233, { 'k233' => "v${x}-233", 'n' => [2, 2, 0xe9] }]
  # a comment that the lexer skips, number 233
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 233 } default: { $local[1] - $x } } }
}
function bench::f234(Integer $x, String $s = 'abc234', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 234, { 'k234' => "v${x}-234", 'n' => [3, 3, 0xea] }]
  # a comment that the lexer skips, number 234
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 234 } default: { $local[1] - $x } } }
}
function bench::f235(Integer $x, String $s = 'abc235', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 235, { 'k235' => "v${x}-235", 'n' => [4, 4, 0xeb] }]
  # a comment that the lexer skips, number 235
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 235 } default: { $local[1] - $x } } }
}
function bench::f236(Integer $x, String $s = 'abc236', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 236, { 'k236' => "v${x}-236", 'n' => [5, 5, 0xec] }]
  # a comment that the lexer skips, number 236
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 236 } default: { $local[1] - $x } } }
}
function bench::f237(Integer $x, String $s = 'abc237', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 237, { 'k237' => "v${x}-237", 'n' => [6, 6, 0xed] }]
  # a comment that the lexer skips, number 237
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 237 } default: { $local[1] - $x } } }
}
function bench::f238(Integer $x, String $s = 'abc238', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 238, { 'k238' => "v${x}-238", 'n' => [0, 7, 0xee] }]
  # a comment that the lexer skips, number 238
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 238 } default: { $local[1] - $x } } }
}
function bench::f239(Integer $x, String $s = 'abc239', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 239, { 'k239' => "v${x}-239", 'n' => [1, 8, 0xef] }]
  # a comment that the lexer skips, number 239
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 239 } default: { $local[1] - $x } } }
}
function bench::f240(Integer $x, String $s = 'abc240', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 240, { 'k240' => "v${x}-240", 'n' => [2, 9, 0xf0] }]
  # a comment that the lexer skips, number 240
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 240 } default: { $local[1] - $x } } }
}
$data240 = { 'name' => 'item240', 'list' => [0, 1, 2, 3, 4, 5], 'nested' => { 'a' => { 'b' => 240 } } }
function bench::f241(Integer $x, String $s = 'abc241', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 241, { 'k241' => "v${x}-241", 'n' => [3, 10, 0xf1] }]
  # a comment that the lexer skips, number 241
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 241 } default: { $local[1] - $x } } }
}
function bench::f242(Integer $x, String $s = 'abc242', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 242, { 'k242' => "v${x}-242", 'n' => [4, 0, 0xf2] }]
  # a comment that the lexer skips, number 242
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 242 } default: { $local[1] - $x } } }
}
function bench::f243(Integer $x, String $s = 'abc243', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 243, { 'k243' => "v${x}-243", 'n' => [5, 1, 0xf3] }]
  # a comment that the lexer skips, number 243
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 243 } default: { $local[1] - $x } } }
}
function bench::f244(Integer $x, String $s = 'abc244', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 244, { 'k244' => "v${x}-244", 'n' => [6, 2, 0xf4] }]
  # a comment that the lexer skips, number 244
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 244 } default: { $local[1] - $x } } }
}
function bench::f245(Integer $x, String $s = 'abc245', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 245, { 'k245' => "v${x}-245", 'n' => [0, 3, 0xf5] }]
  # a comment that the lexer skips, number 245
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 245 } default: { $local[1] - $x } } }
}
function bench::f246(Integer $x, String $s = 'abc246', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 246, { 'k246' => "v${x}-246", 'n' => [1, 4, 0xf6] }]
  # a comment that the lexer skips, number 246
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 246 } default: { $local[1] - $x } } }
}
function bench::f247(Integer $x, String $s = 'abc247', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 247, { 'k247' => "v${x}-247", 'n' => [2, 5, 0xf7] }]
  # a comment that the lexer skips, number 247
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 247 } default: { $local[1] - $x } } }
}
function bench::f248(Integer $x, String $s = 'abc248', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 248, { 'k248' => "v${x}-248", 'n' => [3, 6, 0xf8] }]
  # a comment that the lexer skips, number 248
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 248 } default: { $local[1] - $x } } }
}
function bench::f249(Integer $x, String $s = 'abc249', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 249, { 'k249' => "v${x}-249", 'n' => [4, 7, 0xf9] }]
  # a comment that the lexer skips, number 249
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 249 } default: { $local[1] - $x } } }
}
function bench::f250(Integer $x, String $s = 'abc250', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 250, { 'k250' => "v${x}-250", 'n' => [5, 8, 0xfa] }]
  # a comment that the lexer skips, number 250
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 250 } default: { $local[1] - $x } } }
}
$data250 = { 'name' => 'item250', 'list' => [0, 1, 2], 'nested' => { 'a' => { 'b' => 250 } } }
function bench::f251(Integer $x, String $s = 'abc251', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 251, { 'k251' => "v${x}-251", 'n' => [6, 9, 0xfb] }]
  # a comment that the lexer skips, number 251
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 251 } default: { $local[1] - $x } } }
}
function bench::f252(Integer $x, String $s = 'abc252', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 252, { 'k252' => "v${x}-252", 'n' => [0, 10, 0xfc] }]
  # a comment that the lexer skips, number 252
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 252 } default: { $local[1] - $x } } }
}
function bench::f253(Integer $x, String $s = 'abc253', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 253, { 'k253' => "v${x}-253", 'n' => [1, 0, 0xfd] }]
  # a comment that the lexer skips, number 253
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 253 } default: { $local[1] - $x } } }
}
function bench::f254(Integer $x, String $s = 'abc254', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 254, { 'k254' => "v${x}-254", 'n' => [2, 1, 0xfe] }]
  # a comment that the lexer skips, number 254
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 254 } default: { $local[1] - $x } } }
}
function bench::f255(Integer $x, String $s = 'abc255', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 255, { 'k255' => "v${x}-255", 'n' => [3, 2, 0xff] }]
  # a comment that the lexer skips, number 255
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 255 } default: { $local[1] - $x } } }
}
function bench::f256(Integer $x, String $s = 'abc256', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 256, { 'k256' => "v${x}-256", 'n' => [4, 3, 0x100] }]
  # a comment that the lexer skips, number 256
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 256 } default: { $local[1] - $x } } }
}
function bench::f257(Integer $x, String $s = 'abc257', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 257, { 'k257' => "v${x}-257", 'n' => [5, 4, 0x101] }]
  # a comment that the lexer skips, number 257
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 257 } default: { $local[1] - $x } } }
}
function bench::f258(Integer $x, String $s = 'abc258', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 258, { 'k258' => "v${x}-258", 'n' => [6, 5, 0x102] }]
  # a comment that the lexer skips, number 258
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 258 } default: { $local[1] - $x } } }
}
function bench::f259(Integer $x, String $s = 'abc259', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 259, { 'k259' => "v${x}-259", 'n' => [0, 6, 0x103] }]
  # a comment that the lexer skips, number 259
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 259 } default: { $local[1] - $x } } }
}
function bench::f260(Integer $x, String $s = 'abc260', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 260, { 'k260' => "v${x}-260", 'n' => [1, 7, 0x104] }]
  # a comment that the lexer skips, number 260
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 260 } default: { $local[1] - $x } } }
}
$data260 = { 'name' => 'item260', 'list' => [], 'nested' => { 'a' => { 'b' => 260 } } }
function bench::f261(Integer $x, String $s = 'abc261', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 261, { 'k261' => "v${x}-261", 'n' => [2, 8, 0x105] }]
  # a comment that the lexer skips, number 261
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 261 } default: { $local[1] - $x } } }
}
function bench::f262(Integer $x, String $s = 'abc262', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 262, { 'k262' => "v${x}-262", 'n' => [3, 9, 0x106] }]
  # a comment that the lexer skips, number 262
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 262 } default: { $local[1] - $x } } }
}
function bench::f263(Integer $x, String $s = 'abc263', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 263, { 'k263' => "v${x}-263", 'n' => [4, 10, 0x107] }]
  # a comment that the lexer skips, number 263
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 263 } default: { $local[1] - $x } } }
}
function bench::f264(Integer $x, String $s = 'abc264', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 264, { 'k264' => "v${x}-264", 'n' => [5, 0, 0x108] }]
  # a comment that the lexer skips, number 264
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 264 } default: { $local[1] - $x } } }
}
function bench::f265(Integer $x, String $s = 'abc265', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 265, { 'k265' => "v${x}-265", 'n' => [6, 1, 0x109] }]
  # a comment that the lexer skips, number 265
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 265 } default: { $local[1] - $x } } }
}
function bench::f266(Integer $x, String $s = 'abc266', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 266, { 'k266' => "v${x}-266", 'n' => [0, 2, 0x10a] }]
  # a comment that the lexer skips, number 266
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 266 } default: { $local[1] - $x } } }
}
function bench::f267(Integer $x, String $s = 'abc267', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 267, { 'k267' => "v${x}-267", 'n' => [1, 3, 0x10b] }]
  # a comment that the lexer skips, number 267
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 267 } default: { $local[1] - $x } } }
}
function bench::f268(Integer $x, String $s = 'abc268', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 268, { 'k268' => "v${x}-268", 'n' => [2, 4, 0x10c] }]
  # a comment that the lexer skips, number 268
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 268 } default: { $local[1] - $x } } }
}
function bench::f269(Integer $x, String $s = 'abc269', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 269, { 'k269' => "v${x}-269", 'n' => [3, 5, 0x10d] }]
  # a comment that the lexer skips, number 269
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 269 } default: { $local[1] - $x } } }
}
function bench::f270(Integer $x, String $s = 'abc270', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 270, { 'k270' => "v${x}-270", 'n' => [4, 6, 0x10e] }]
  # a comment that the lexer skips, number 270
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 270 } default: { $local[1] - $x } } }
}
$data270 = { 'name' => 'item270', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'nested' => { 'a' => { 'b' => 270 } } }
function bench::f271(Integer $x, String $s = 'abc271', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 271, { 'k271' => "v${x}-271", 'n' => [5, 7, 0x10f] }]
  # a comment that the lexer skips, number 271
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 271 } default: { $local[1] - $x } } }
}
function bench::f272(Integer $x, String $s = 'abc272', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 272, { 'k272' => "v${x}-272", 'n' => [6, 8, 0x110] }]
  # a comment that the lexer skips, number 272
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 272 } default: { $local[1] - $x } } }
}
function bench::f273(Integer $x, String $s = 'abc273', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 273, { 'k273' => "v${x}-273", 'n' => [0, 9, 0x111] }]
  # a comment that the lexer skips, number 273
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 273 } default: { $local[1] - $x } } }
}
function bench::f274(Integer $x, String $s = 'abc274', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 274, { 'k274' => "v${x}-274", 'n' => [1, 10, 0x112] }]
  # a comment that the lexer skips, number 274
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 274 } default: { $local[1] - $x } } }
}
function bench::f275(Integer $x, String $s = 'abc275', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 275, { 'k275' => "v${x}-275", 'n' => [2, 0, 0x113] }]
  # a comment that the lexer skips, number 275
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 275 } default: { $local[1] - $x } } }
}
function bench::f276(Integer $x, String $s = 'abc276', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 276, { 'k276' => "v${x}-276", 'n' => [3, 1, 0x114] }]
  # a comment that the lexer skips, number 276
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 276 } default: { $local[1] - $x } } }
}
function bench::f277(Integer $x, String $s = 'abc277', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 277, { 'k277' => "v${x}-277", 'n' => [4, 2, 0x115] }]
  # a comment that the lexer skips, number 277
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 277 } default: { $local[1] - $x } } }
}
function bench::f278(Integer $x, String $s = 'abc278', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 278, { 'k278' => "v${x}-278", 'n' => [5, 3, 0x116] }]
  # a comment that the lexer skips, number 278
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 278 } default: { $local[1] - $x } } }
}
function bench::f279(Integer $x, String $s = 'abc279', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 279, { 'k279' => "v${x}-279", 'n' => [6, 4, 0x117] }]
  # a comment that the lexer skips, number 279
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 279 } default: { $local[1] - $x } } }
}
function bench::f280(Integer $x, String $s = 'abc280', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 280, { 'k280' => "v${x}-280", 'n' => [0, 5, 0x118] }]
  # a comment that the lexer skips, number 280
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 280 } default: { $local[1] - $x } } }
}
$data280 = { 'name' => 'item280', 'list' => [0, 1, 2, 3, 4, 5, 6], 'nested' => { 'a' => { 'b' => 280 } } }
function bench::f281(Integer $x, String $s = 'abc281', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 281, { 'k281' => "v${x}-281", 'n' => [1, 6, 0x119] }]
  # a comment that the lexer skips, number 281
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 281 } default: { $local[1] - $x } } }
}
function bench::f282(Integer $x, String $s = 'abc282', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 282, { 'k282' => "v${x}-282", 'n' => [2, 7, 0x11a] }]
  # a comment that the lexer skips, number 282
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 282 } default: { $local[1] - $x } } }
}
function bench::f283(Integer $x, String $s = 'abc283', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 283, { 'k283' => "v${x}-283", 'n' => [3, 8, 0x11b] }]
  # a comment that the lexer skips, number 283
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 283 } default: { $local[1] - $x } } }
}
function bench::f284(Integer $x, String $s = 'abc284', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 284, { 'k284' => "v${x}-284", 'n' => [4, 9, 0x11c] }]
  # a comment that the lexer skips, number 284
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 284 } default: { $local[1] - $x } } }
}
function bench::f285(Integer $x, String $s = 'abc285', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 285, { 'k285' => "v${x}-285", 'n' => [5, 10, 0x11d] }]
  # a comment that the lexer skips, number 285
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 285 } default: { $local[1] - $x } } }
}
function bench::f286(Integer $x, String $s = 'abc286', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 286, { 'k286' => "v${x}-286", 'n' => [6, 0, 0x11e] }]
  # a comment that the lexer skips, number 286
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 286 } default: { $local[1] - $x } } }
}
function bench::f287(Integer $x, String $s = 'abc287', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 287, { 'k287' => "v${x}-287", 'n' => [0, 1, 0x11f] }]
  # a comment that the lexer skips, number 287
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 287 } default: { $local[1] - $x } } }
}
function bench::f288(Integer $x, String $s = 'abc288', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 288, { 'k288' => "v${x}-288", 'n' => [1, 2, 0x120] }]
  # a comment that the lexer skips, number 288
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 288 } default: { $local[1] - $x } } }
}
function bench::f289(Integer $x, String $s = 'abc289', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 289, { 'k289' => "v${x}-289", 'n' => [2, 3, 0x121] }]
  # a comment that the lexer skips, number 289
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 289 } default: { $local[1] - $x } } }
}
function bench::f290(Integer $x, String $s = 'abc290', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 290, { 'k290' => "v${x}-290", 'n' => [3, 4, 0x122] }]
  # a comment that the lexer skips, number 290
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 290 } default: { $local[1] - $x } } }
}
$data290 = { 'name' => 'item290', 'list' => [0, 1, 2, 3], 'nested' => { 'a' => { 'b' => 290 } } }
function bench::f291(Integer $x, String $s = 'abc291', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 291, { 'k291' => "v${x}-291", 'n' => [4, 5, 0x123] }]
  # a comment that the lexer skips, number 291
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 291 } default: { $local[1] - $x } } }
}
function bench::f292(Integer $x, String $s = 'abc292', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 292, { 'k292' => "v${x}-292", 'n' => [5, 6, 0x124] }]
  # a comment that the lexer skips, number 292
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 292 } default: { $local[1] - $x } } }
}
function bench::f293(Integer $x, String $s = 'abc293', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 293, { 'k293' => "v${x}-293", 'n' => [6, 7, 0x125] }]
  # a comment that the lexer skips, number 293
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 293 } default: { $local[1] - $x } } }
}
function bench::f294(Integer $x, String $s = 'abc294', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 294, { 'k294' => "v${x}-294", 'n' => [0, 8, 0x126] }]
  # a comment that the lexer skips, number 294
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 294 } default: { $local[1] - $x } } }
}
function bench::f295(Integer $x, String $s = 'abc295', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 295, { 'k295' => "v${x}-295", 'n' => [1, 9, 0x127] }]
  # a comment that the lexer skips, number 295
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 295 } default: { $local[1] - $x } } }
}
function bench::f296(Integer $x, String $s = 'abc296', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 296, { 'k296' => "v${x}-296", 'n' => [2, 10, 0x128] }]
  # a comment that the lexer skips, number 296
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 296 } default: { $local[1] - $x } } }
}
function bench::f297(Integer $x, String $s = 'abc297', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 297, { 'k297' => "v${x}-297", 'n' => [3, 0, 0x129] }]
  # a comment that the lexer skips, number 297
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 297 } default: { $local[1] - $x } } }
}
function bench::f298(Integer $x, String $s = 'abc298', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 298, { 'k298' => "v${x}-298", 'n' => [4, 1, 0x12a] }]
  # a comment that the lexer skips, number 298
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 298 } default: { $local[1] - $x } } }
}
function bench::f299(Integer $x, String $s = 'abc299', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 299, { 'k299' => "v${x}-299", 'n' => [5, 2, 0x12b] }]
  # a comment that the lexer skips, number 299
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 299 } default: { $local[1] - $x } } }
}
function bench::f300(Integer $x, String $s = 'abc300', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 300, { 'k300' => "v${x}-300", 'n' => [6, 3, 0x12c] }]
  # a comment that the lexer skips, number 300
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 300 } default: { $local[1] - $x } } }
}
$data300 = { 'name' => 'item300', 'list' => [0], 'nested' => { 'a' => { 'b' => 300 } } }
function bench::f301(Integer $x, String $s = 'abc301', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 301, { 'k301' => "v${x}-301", 'n' => [0, 4, 0x12d] }]
  # a comment that the lexer skips, number 301
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 301 } default: { $local[1] - $x } } }
}
function bench::f302(Integer $x, String $s = 'abc302', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 302, { 'k302' => "v${x}-302", 'n' => [1, 5, 0x12e] }]
  # a comment that the lexer skips, number 302
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 302 } default: { $local[1] - $x } } }
}
function bench::f303(Integer $x, String $s = 'abc303', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 303, { 'k303' => "v${x}-303", 'n' => [2, 6, 0x12f] }]
  # a comment that the lexer skips, number 303
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 303 } default: { $local[1] - $x } } }
}
function bench::f304(Integer $x, String $s = 'abc304', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 304, { 'k304' => "v${x}-304", 'n' => [3, 7, 0x130] }]
  # a comment that the lexer skips, number 304
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 304 } default: { $local[1] - $x } } }
}
function bench::f305(Integer $x, String $s = 'abc305', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 305, { 'k305' => "v${x}-305", 'n' => [4, 8, 0x131] }]
  # a comment that the lexer skips, number 305
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 305 } default: { $local[1] - $x } } }
}
function bench::f306(Integer $x, String $s = 'abc306', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 306, { 'k306' => "v${x}-306", 'n' => [5, 9, 0x132] }]
  # a comment that the lexer skips, number 306
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 306 } default: { $local[1] - $x } } }
}
function bench::f307(Integer $x, String $s = 'abc307', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 307, { 'k307' => "v${x}-307", 'n' => [6, 10, 0x133] }]
  # a comment that the lexer skips, number 307
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 307 } default: { $local[1] - $x } } }
}
function bench::f308(Integer $x, String $s = 'abc308', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 308, { 'k308' => "v${x}-308", 'n' => [0, 0, 0x134] }]
  # a comment that the lexer skips, number 308
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 308 } default: { $local[1] - $x } } }
}
function bench::f309(Integer $x, String $s = 'abc309', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 309, { 'k309' => "v${x}-309", 'n' => [1, 1, 0x135] }]
  # a comment that the lexer skips, number 309
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 309 } default: { $local[1] - $x } } }
}
function bench::f310(Integer $x, String $s = 'abc310', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 310, { 'k310' => "v${x}-310", 'n' => [2, 2, 0x136] }]
  # a comment that the lexer skips, number 310
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 310 } default: { $local[1] - $x } } }
}
$data310 = { 'name' => 'item310', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'nested' => { 'a' => { 'b' => 310 } } }
function bench::f311(Integer $x, String $s = 'abc311', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 311, { 'k311' => "v${x}-311", 'n' => [3, 3, 0x137] }]
  # a comment that the lexer skips, number 311
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 311 } default: { $local[1] - $x } } }
}
function bench::f312(Integer $x, String $s = 'abc312', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 312, { 'k312' => "v${x}-312", 'n' => [4, 4, 0x138] }]
  # a comment that the lexer skips, number 312
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 312 } default: { $local[1] - $x } } }
}
function bench::f313(Integer $x, String $s = 'abc313', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 313, { 'k313' => "v${x}-313", 'n' => [5, 5, 0x139] }]
  # a comment that the lexer skips, number 313
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 313 } default: { $local[1] - $x } } }
}
function bench::f314(Integer $x, String $s = 'abc314', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 314, { 'k314' => "v${x}-314", 'n' => [6, 6, 0x13a] }]
  # a comment that the lexer skips, number 314
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 314 } default: { $local[1] - $x } } }
}
function bench::f315(Integer $x, String $s = 'abc315', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 315, { 'k315' => "v${x}-315", 'n' => [0, 7, 0x13b] }]
  # a comment that the lexer skips, number 315
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 315 } default: { $local[1] - $x } } }
}
function bench::f316(Integer $x, String $s = 'abc316', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 316, { 'k316' => "v${x}-316", 'n' => [1, 8, 0x13c] }]
  # a comment that the lexer skips, number 316
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 316 } default: { $local[1] - $x } } }
}
function bench::f317(Integer $x, String $s = 'abc317', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 317, { 'k317' => "v${x}-317", 'n' => [2, 9, 0x13d] }]
  # a comment that the lexer skips, number 317
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 317 } default: { $local[1] - $x } } }
}
function bench::f318(Integer $x, String $s = 'abc318', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 318, { 'k318' => "v${x}-318", 'n' => [3, 10, 0x13e] }]
  # a comment that the lexer skips, number 318
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 318 } default: { $local[1] - $x } } }
}
function bench::f319(Integer $x, String $s = 'abc319', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 319, { 'k319' => "v${x}-319", 'n' => [4, 0, 0x13f] }]
  # a comment that the lexer skips, number 319
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 319 } default: { $local[1] - $x } } }
}
function bench::f320(Integer $x, String $s = 'abc320', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 320, { 'k320' => "v${x}-320", 'n' => [5, 1, 0x140] }]
  # a comment that the lexer skips, number 320
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 320 } default: { $local[1] - $x } } }
}
$data320 = { 'name' => 'item320', 'list' => [0, 1, 2, 3, 4, 5, 6, 7], 'nested' => { 'a' => { 'b' => 320 } } }
function bench::f321(Integer $x, String $s = 'abc321', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 321, { 'k321' => "v${x}-321", 'n' => [6, 2, 0x141] }]
  # a comment that the lexer skips, number 321
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 321 } default: { $local[1] - $x } } }
}
function bench::f322(Integer $x, String $s = 'abc322', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 322, { 'k322' => "v${x}-322", 'n' => [0, 3, 0x142] }]
  # a comment that the lexer skips, number 322
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 322 } default: { $local[1] - $x } } }
}
function bench::f323(Integer $x, String $s = 'abc323', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 323, { 'k323' => "v${x}-323", 'n' => [1, 4, 0x143] }]
  # a comment that the lexer skips, number 323
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 323 } default: { $local[1] - $x } } }
}
function bench::f324(Integer $x, String $s = 'abc324', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 324, { 'k324' => "v${x}-324", 'n' => [2, 5, 0x144] }]
  # a comment that the lexer skips, number 324
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 324 } default: { $local[1] - $x } } }
}
function bench::f325(Integer $x, String $s = 'abc325', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 325, { 'k325' => "v${x}-325", 'n' => [3, 6, 0x145] }]
  # a comment that the lexer skips, number 325
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 325 } default: { $local[1] - $x } } }
}
function bench::f326(Integer $x, String $s = 'abc326', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 326, { 'k326' => "v${x}-326", 'n' => [4, 7, 0x146] }]
  # a comment that the lexer skips, number 326
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 326 } default: { $local[1] - $x } } }
}
function bench::f327(Integer $x, String $s = 'abc327', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 327, { 'k327' => "v${x}-327", 'n' => [5, 8, 0x147] }]
  # a comment that the lexer skips, number 327
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 327 } default: { $local[1] - $x } } }
}
function bench::f328(Integer $x, String $s = 'abc328', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 328, { 'k328' => "v${x}-328", 'n' => [6, 9, 0x148] }]
  # a comment that the lexer skips, number 328
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 328 } default: { $local[1] - $x } } }
}
function bench::f329(Integer $x, String $s = 'abc329', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 329, { 'k329' => "v${x}-329", 'n' => [0, 10, 0x149] }]
  # a comment that the lexer skips, number 329
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 329 } default: { $local[1] - $x } } }
}
function bench::f330(Integer $x, String $s = 'abc330', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 330, { 'k330' => "v${x}-330", 'n' => [1, 0, 0x14a] }]
  # a comment that the lexer skips, number 330
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 330 } default: { $local[1] - $x } } }
}
$data330 = { 'name' => 'item330', 'list' => [0, 1, 2, 3, 4], 'nested' => { 'a' => { 'b' => 330 } } }
function bench::f331(Integer $x, String $s = 'abc331', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 331, { 'k331' => "v${x}-331", 'n' => [2, 1, 0x14b] }]
  # a comment that the lexer skips, number 331
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 331 } default: { $local[1] - $x } } }
}
function bench::f332(Integer $x, String $s = 'abc332', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 332, { 'k332' => "v${x}-332", 'n' => [3, 2, 0x14c] }]
  # a comment that the lexer skips, number 332
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 332 } default: { $local[1] - $x } } }
}
function bench::f333(Integer $x, String $s = 'abc333', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 333, { 'k333' => "v${x}-333", 'n' => [4, 3, 0x14d] }]
  # a comment that the lexer skips, number 333
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 333 } default: { $local[1] - $x } } }
}
function bench::f334(Integer $x, String $s = 'abc334', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 334, { 'k334' => "v${x}-334", 'n' => [5, 4, 0x14e] }]
  # a comment that the lexer skips, number 334
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 334 } default: { $local[1] - $x } } }
}
function bench::f335(Integer $x, String $s = 'abc335', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 335, { 'k335' => "v${x}-335", 'n' => [6, 5, 0x14f] }]
  # a comment that the lexer skips, number 335
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 335 } default: { $local[1] - $x } } }
}
function bench::f336(Integer $x, String $s = 'abc336', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 336, { 'k336' => "v${x}-336", 'n' => [0, 6, 0x150] }]
  # a comment that the lexer skips, number 336
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 336 } default: { $local[1] - $x } } }
}
function bench::f337(Integer $x, String $s = 'abc337', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 337, { 'k337' => "v${x}-337", 'n' => [1, 7, 0x151] }]
  # a comment that the lexer skips, number 337
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 337 } default: { $local[1] - $x } } }
}
function bench::f338(Integer $x, String $s = 'abc338', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 338, { 'k338' => "v${x}-338", 'n' => [2, 8, 0x152] }]
  # a comment that the lexer skips, number 338
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 338 } default: { $local[1] - $x } } }
}
function bench::f339(Integer $x, String $s = 'abc339', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 339, { 'k339' => "v${x}-339", 'n' => [3, 9, 0x153] }]
  # a comment that the lexer skips, number 339
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 339 } default: { $local[1] - $x } } }
}
function bench::f340(Integer $x, String $s = 'abc340', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 340, { 'k340' => "v${x}-340", 'n' => [4, 10, 0x154] }]
  # a comment that the lexer skips, number 340
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 340 } default: { $local[1] - $x } } }
}
$data340 = { 'name' => 'item340', 'list' => [0, 1], 'nested' => { 'a' => { 'b' => 340 } } }
function bench::f341(Integer $x, String $s = 'abc341', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 341, { 'k341' => "v${x}-341", 'n' => [5, 0, 0x155] }]
  # a comment that the lexer skips, number 341
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 341 } default: { $local[1] - $x } } }
}
function bench::f342(Integer $x, String $s = 'abc342', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 342, { 'k342' => "v${x}-342", 'n' => [6, 1, 0x156] }]
  # a comment that the lexer skips, number 342
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 342 } default: { $local[1] - $x } } }
}
function bench::f343(Integer $x, String $s = 'abc343', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 343, { 'k343' => "v${x}-343", 'n' => [0, 2, 0x157] }]
  # a comment that the lexer skips, number 343
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 343 } default: { $local[1] - $x } } }
}
function bench::f344(Integer $x, String $s = 'abc344', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 344, { 'k344' => "v${x}-344", 'n' => [1, 3, 0x158] }]
  # a comment that the lexer skips, number 344
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 344 } default: { $local[1] - $x } } }
}
function bench::f345(Integer $x, String $s = 'abc345', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 345, { 'k345' => "v${x}-345", 'n' => [2, 4, 0x159] }]
  # a comment that the lexer skips, number 345
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 345 } default: { $local[1] - $x } } }
}
function bench::f346(Integer $x, String $s = 'abc346', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 346, { 'k346' => "v${x}-346", 'n' => [3, 5, 0x15a] }]
  # a comment that the lexer skips, number 346
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 346 } default: { $local[1] - $x } } }
}
function bench::f347(Integer $x, String $s = 'abc347', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 347, { 'k347' => "v${x}-347", 'n' => [4, 6, 0x15b] }]
  # a comment that the lexer skips, number 347
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 347 } default: { $local[1] - $x } } }
}
function bench::f348(Integer $x, String $s = 'abc348', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 348, { 'k348' => "v${x}-348", 'n' => [5, 7, 0x15c] }]
  # a comment that the lexer skips, number 348
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 348 } default: { $local[1] - $x } } }
}
function bench::f349(Integer $x, String $s = 'abc349', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 349, { 'k349' => "v${x}-349", 'n' => [6, 8, 0x15d] }]
  # a comment that the lexer skips, number 349
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 349 } default: { $local[1] - $x } } }
}
function bench::f350(Integer $x, String $s = 'abc350', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 350, { 'k350' => "v${x}-350", 'n' => [0, 9, 0x15e] }]
  # a comment that the lexer skips, number 350
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 350 } default: { $local[1] - $x } } }
}
$data350 = { 'name' => 'item350', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'nested' => { 'a' => { 'b' => 350 } } }
function bench::f351(Integer $x, String $s = 'abc351', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 351, { 'k351' => "v${x}-351", 'n' => [1, 10, 0x15f] }]
  # a comment that the lexer skips, number 351
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 351 } default: { $local[1] - $x } } }
}
function bench::f352(Integer $x, String $s = 'abc352', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 352, { 'k352' => "v${x}-352", 'n' => [2, 0, 0x160] }]
  # a comment that the lexer skips, number 352
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 352 } default: { $local[1] - $x } } }
}
function bench::f353(Integer $x, String $s = 'abc353', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 353, { 'k353' => "v${x}-353", 'n' => [3, 1, 0x161] }]
  # a comment that the lexer skips, number 353
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 353 } default: { $local[1] - $x } } }
}
function bench::f354(Integer $x, String $s = 'abc354', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 354, { 'k354' => "v${x}-354", 'n' => [4, 2, 0x162] }]
  # a comment that the lexer skips, number 354
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 354 } default: { $local[1] - $x } } }
}
function bench::f355(Integer $x, String $s = 'abc355', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 355, { 'k355' => "v${x}-355", 'n' => [5, 3, 0x163] }]
  # a comment that the lexer skips, number 355
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 355 } default: { $local[1] - $x } } }
}
function bench::f356(Integer $x, String $s = 'abc356', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 356, { 'k356' => "v${x}-356", 'n' => [6, 4, 0x164] }]
  # a comment that the lexer skips, number 356
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 356 } default: { $local[1] - $x } } }
}
function bench::f357(Integer $x, String $s = 'abc357', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 357, { 'k357' => "v${x}-357", 'n' => [0, 5, 0x165] }]
  # a comment that the lexer skips, number 357
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 357 } default: { $local[1] - $x } } }
}
function bench::f358(Integer $x, String $s = 'abc358', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 358, { 'k358' => "v${x}-358", 'n' => [1, 6, 0x166] }]
  # a comment that the lexer skips, number 358
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 358 } default: { $local[1] - $x } } }
}
function bench::f359(Integer $x, String $s = 'abc359', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 359, { 'k359' => "v${x}-359", 'n' => [2, 7, 0x167] }]
  # a comment that the lexer skips, number 359
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 359 } default: { $local[1] - $x } } }
}
function bench::f360(Integer $x, String $s = 'abc360', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 360, { 'k360' => "v${x}-360", 'n' => [3, 8, 0x168] }]
  # a comment that the lexer skips, number 360
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 360 } default: { $local[1] - $x } } }
}
$data360 = { 'name' => 'item360', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8], 'nested' => { 'a' => { 'b' => 360 } } }
function bench::f361(Integer $x, String $s = 'abc361', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 361, { 'k361' => "v${x}-361", 'n' => [4, 9, 0x169] }]
  # a comment that the lexer skips, number 361
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 361 } default: { $local[1] - $x } } }
}
function bench::f362(Integer $x, String $s = 'abc362', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 362, { 'k362' => "v${x}-362", 'n' => [5, 10, 0x16a] }]
  # a comment that the lexer skips, number 362
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 362 } default: { $local[1] - $x } } }
}
function bench::f363(Integer $x, String $s = 'abc363', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 363, { 'k363' => "v${x}-363", 'n' => [6, 0, 0x16b] }]
  # a comment that the lexer skips, number 363
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 363 } default: { $local[1] - $x } } }
}
function bench::f364(Integer $x, String $s = 'abc364', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 364, { 'k364' => "v${x}-364", 'n' => [0, 1, 0x16c] }]
  # a comment that the lexer skips, number 364
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 364 } default: { $local[1] - $x } } }
}
function bench::f365(Integer $x, String $s = 'abc365', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 365, { 'k365' => "v${x}-365", 'n' => [1, 2, 0x16d] }]
  # a comment that the lexer skips, number 365
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 365 } default: { $local[1] - $x } } }
}
function bench::f366(Integer $x, String $s = 'abc366', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 366, { 'k366' => "v${x}-366", 'n' => [2, 3, 0x16e] }]
  # a comment that the lexer skips, number 366
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 366 } default: { $local[1] - $x } } }
}
function bench::f367(Integer $x, String $s = 'abc367', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 367, { 'k367' => "v${x}-367", 'n' => [3, 4, 0x16f] }]
  # a comment that the lexer skips, number 367
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 367 } default: { $local[1] - $x } } }
}
function bench::f368(Integer $x, String $s = 'abc368', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 368, { 'k368' => "v${x}-368", 'n' => [4, 5, 0x170] }]
  # a comment that the lexer skips, number 368
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 368 } default: { $local[1] - $x } } }
}
function bench::f369(Integer $x, String $s = 'abc369', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 369, { 'k369' => "v${x}-369", 'n' => [5, 6, 0x171] }]
  # a comment that the lexer skips, number 369
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 369 } default: { $local[1] - $x } } }
}
function bench::f370(Integer $x, String $s = 'abc370', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 370, { 'k370' => "v${x}-370", 'n' => [6, 7, 0x172] }]
  # a comment that the lexer skips, number 370
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 370 } default: { $local[1] - $x } } }
}
$data370 = { 'name' => 'item370', 'list' => [0, 1, 2, 3, 4, 5], 'nested' => { 'a' => { 'b' => 370 } } }
function bench::f371(Integer $x, String $s = 'abc371', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 371, { 'k371' => "v${x}-371", 'n' => [0, 8, 0x173] }]
  # a comment that the lexer skips, number 371
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 371 } default: { $local[1] - $x } } }
}
function bench::f372(Integer $x, String $s = 'abc372', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 372, { 'k372' => "v${x}-372", 'n' => [1, 9, 0x174] }]
  # a comment that the lexer skips, number 372
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 372 } default: { $local[1] - $x } } }
}
function bench::f373(Integer $x, String $s = 'abc373', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 373, { 'k373' => "v${x}-373", 'n' => [2, 10, 0x175] }]
  # a comment that the lexer skips, number 373
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 373 } default: { $local[1] - $x } } }
}
function bench::f374(Integer $x, String $s = 'abc374', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 374, { 'k374' => "v${x}-374", 'n' => [3, 0, 0x176] }]
  # a comment that the lexer skips, number 374
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 374 } default: { $local[1] - $x } } }
}
function bench::f375(Integer $x, String $s = 'abc375', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 375, { 'k375' => "v${x}-375", 'n' => [4, 1, 0x177] }]
  # a comment that the lexer skips, number 375
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 375 } default: { $local[1] - $x } } }
}
function bench::f376(Integer $x, String $s = 'abc376', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 376, { 'k376' => "v${x}-376", 'n' => [5, 2, 0x178] }]
  # a comment that the lexer skips, number 376
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 376 } default: { $local[1] - $x } } }
}
function bench::f377(Integer $x, String $s = 'abc377', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 377, { 'k377' => "v${x}-377", 'n' => [6, 3, 0x179] }]
  # a comment that the lexer skips, number 377
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 377 } default: { $local[1] - $x } } }
}
function bench::f378(Integer $x, String $s = 'abc378', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 378, { 'k378' => "v${x}-378", 'n' => [0, 4, 0x17a] }]
  # a comment that the lexer skips, number 378
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 378 } default: { $local[1] - $x } } }
}
function bench::f379(Integer $x, String $s = 'abc379', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 379, { 'k379' => "v${x}-379", 'n' => [1, 5, 0x17b] }]
  # a comment that the lexer skips, number 379
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 379 } default: { $local[1] - $x } } }
}
function bench::f380(Integer $x, String $s = 'abc380', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 380, { 'k380' => "v${x}-380", 'n' => [2, 6, 0x17c] }]
  # a comment that the lexer skips, number 380
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 380 } default: { $local[1] - $x } } }
}
$data380 = { 'name' => 'item380', 'list' => [0, 1, 2], 'nested' => { 'a' => { 'b' => 380 } } }
function bench::f381(Integer $x, String $s = 'abc381', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 381, { 'k381' => "v${x}-381", 'n' => [3, 7, 0x17d] }]
  # a comment that the lexer skips, number 381
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 381 } default: { $local[1] - $x } } }
}
function bench::f382(Integer $x, String $s = 'abc382', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 382, { 'k382' => "v${x}-382", 'n' => [4, 8, 0x17e] }]
  # a comment that the lexer skips, number 382
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 382 } default: { $local[1] - $x } } }
}
function bench::f383(Integer $x, String $s = 'abc383', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 383, { 'k383' => "v${x}-383", 'n' => [5, 9, 0x17f] }]
  # a comment that the lexer skips, number 383
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 383 } default: { $local[1] - $x } } }
}
function bench::f384(Integer $x, String $s = 'abc384', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 384, { 'k384' => "v${x}-384", 'n' => [6, 10, 0x180] }]
  # a comment that the lexer skips, number 384
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 384 } default: { $local[1] - $x } } }
}
function bench::f385(Integer $x, String $s = 'abc385', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 385, { 'k385' => "v${x}-385", 'n' => [0, 0, 0x181] }]
  # a comment that the lexer skips, number 385
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 385 } default: { $local[1] - $x } } }
}
function bench::f386(Integer $x, String $s = 'abc386', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 386, { 'k386' => "v${x}-386", 'n' => [1, 1, 0x182] }]
  # a comment that the lexer skips, number 386
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 386 } default: { $local[1] - $x } } }
}
function bench::f387(Integer $x, String $s = 'abc387', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 387, { 'k387' => "v${x}-387", 'n' => [2, 2, 0x183] }]
  # a comment that the lexer skips, number 387
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 387 } default: { $local[1] - $x } } }
}
function bench::f388(Integer $x, String $s = 'abc388', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 388, { 'k388' => "v${x}-388", 'n' => [3, 3, 0x184] }]
  # a comment that the lexer skips, number 388
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 388 } default: { $local[1] - $x } } }
}
function bench::f389(Integer $x, String $s = 'abc389', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 389, { 'k389' => "v${x}-389", 'n' => [4, 4, 0x185] }]
  # a comment that the lexer skips, number 389
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 389 } default: { $local[1] - $x } } }
}
function bench::f390(Integer $x, String $s = 'abc390', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 390, { 'k390' => "v${x}-390", 'n' => [5, 5, 0x186] }]
  # a comment that the lexer skips, number 390
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 390 } default: { $local[1] - $x } } }
}
$data390 = { 'name' => 'item390', 'list' => [], 'nested' => { 'a' => { 'b' => 390 } } }
function bench::f391(Integer $x, String $s = 'abc391', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 391, { 'k391' => "v${x}-391", 'n' => [6, 6, 0x187] }]
  # a comment that the lexer skips, number 391
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 391 } default: { $local[1] - $x } } }
}
function bench::f392(Integer $x, String $s = 'abc392', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 392, { 'k392' => "v${x}-392", 'n' => [0, 7, 0x188] }]
  # a comment that the lexer skips, number 392
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 392 } default: { $local[1] - $x } } }
}
function bench::f393(Integer $x, String $s = 'abc393', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 393, { 'k393' => "v${x}-393", 'n' => [1, 8, 0x189] }]
  # a comment that the lexer skips, number 393
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 393 } default: { $local[1] - $x } } }
}
function bench::f394(Integer $x, String $s = 'abc394', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 394, { 'k394' => "v${x}-394", 'n' => [2, 9, 0x18a] }]
  # a comment that the lexer skips, number 394
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 394 } default: { $local[1] - $x } } }
}
function bench::f395(Integer $x, String $s = 'abc395', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 395, { 'k395' => "v${x}-395", 'n' => [3, 10, 0x18b] }]
  # a comment that the lexer skips, number 395
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 395 } default: { $local[1] - $x } } }
}
function bench::f396(Integer $x, String $s = 'abc396', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 396, { 'k396' => "v${x}-396", 'n' => [4, 0, 0x18c] }]
  # a comment that the lexer skips, number 396
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 396 } default: { $local[1] - $x } } }
}
function bench::f397(Integer $x, String $s = 'abc397', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 397, { 'k397' => "v${x}-397", 'n' => [5, 1, 0x18d] }]
  # a comment that the lexer skips, number 397
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 397 } default: { $local[1] - $x } } }
}
function bench::f398(Integer $x, String $s = 'abc398', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 398, { 'k398' => "v${x}-398", 'n' => [6, 2, 0x18e] }]
  # a comment that the lexer skips, number 398
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 398 } default: { $local[1] - $x } } }
}
function bench::f399(Integer $x, String $s = 'abc399', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 399, { 'k399' => "v${x}-399", 'n' => [0, 3, 0x18f] }]
  # a comment that the lexer skips, number 399
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 399 } default: { $local[1] - $x } } }
}
function bench::f400(Integer $x, String $s = 'abc400', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 400, { 'k400' => "v${x}-400", 'n' => [1, 4, 0x190] }]
  # a comment that the lexer skips, number 400
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 400 } default: { $local[1] - $x } } }
}
$data400 = { 'name' => 'item400', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'nested' => { 'a' => { 'b' => 400 } } }
function bench::f401(Integer $x, String $s = 'abc401', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 401, { 'k401' => "v${x}-401", 'n' => [2, 5, 0x191] }]
  # a comment that the lexer skips, number 401
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 401 } default: { $local[1] - $x } } }
}
function bench::f402(Integer $x, String $s = 'abc402', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 402, { 'k402' => "v${x}-402", 'n' => [3, 6, 0x192] }]
  # a comment that the lexer skips, number 402
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 402 } default: { $local[1] - $x } } }
}
function bench::f403(Integer $x, String $s = 'abc403', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 403, { 'k403' => "v${x}-403", 'n' => [4, 7, 0x193] }]
  # a comment that the lexer skips, number 403
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 403 } default: { $local[1] - $x } } }
}
function bench::f404(Integer $x, String $s = 'abc404', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 404, { 'k404' => "v${x}-404", 'n' => [5, 8, 0x194] }]
  # a comment that the lexer skips, number 404
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 404 } default: { $local[1] - $x } } }
}
function bench::f405(Integer $x, String $s = 'abc405', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 405, { 'k405' => "v${x}-405", 'n' => [6, 9, 0x195] }]
  # a comment that the lexer skips, number 405
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 405 } default: { $local[1] - $x } } }
}
function bench::f406(Integer $x, String $s = 'abc406', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 406, { 'k406' => "v${x}-406", 'n' => [0, 10, 0x196] }]
  # a comment that the lexer skips, number 406
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 406 } default: { $local[1] - $x } } }
}
function bench::f407(Integer $x, String $s = 'abc407', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 407, { 'k407' => "v${x}-407", 'n' => [1, 0, 0x197] }]
  # a comment that the lexer skips, number 407
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 407 } default: { $local[1] - $x } } }
}
function bench::f408(Integer $x, String $s = 'abc408', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 408, { 'k408' => "v${x}-408", 'n' => [2, 1, 0x198] }]
  # a comment that the lexer skips, number 408
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 408 } default: { $local[1] - $x } } }
}
function bench::f409(Integer $x, String $s = 'abc409', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 409, { 'k409' => "v${x}-409", 'n' => [3, 2, 0x199] }]
  # a comment that the lexer skips, number 409
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 409 } default: { $local[1] - $x } } }
}
function bench::f410(Integer $x, String $s = 'abc410', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 410, { 'k410' => "v${x}-410", 'n' => [4, 3, 0x19a] }]
  # a comment that the lexer skips, number 410
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 410 } default: { $local[1] - $x } } }
}
$data410 = { 'name' => 'item410', 'list' => [0, 1, 2, 3, 4, 5, 6], 'nested' => { 'a' => { 'b' => 410 } } }
function bench::f411(Integer $x, String $s = 'abc411', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 411, { 'k411' => "v${x}-411", 'n' => [5, 4, 0x19b] }]
  # a comment that the lexer skips, number 411
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 411 } default: { $local[1] - $x } } }
}
function bench::f412(Integer $x, String $s = 'abc412', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 412, { 'k412' => "v${x}-412", 'n' => [6, 5, 0x19c] }]
  # a comment that the lexer skips, number 412
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 412 } default: { $local[1] - $x } } }
}
function bench::f413(Integer $x, String $s = 'abc413', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 413, { 'k413' => "v${x}-413", 'n' => [0, 6, 0x19d] }]
  # a comment that the lexer skips, number 413
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 413 } default: { $local[1] - $x } } }
}
function bench::f414(Integer $x, String $s = 'abc414', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 414, { 'k414' => "v${x}-414", 'n' => [1, 7, 0x19e] }]
  # a comment that the lexer skips, number 414
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 414 } default: { $local[1] - $x } } }
}
function bench::f415(Integer $x, String $s = 'abc415', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 415, { 'k415' => "v${x}-415", 'n' => [2, 8, 0x19f] }]
  # a comment that the lexer skips, number 415
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 415 } default: { $local[1] - $x } } }
}
function bench::f416(Integer $x, String $s = 'abc416', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 416, { 'k416' => "v${x}-416", 'n' => [3, 9, 0x1a0] }]
  # a comment that the lexer skips, number 416
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 416 } default: { $local[1] - $x } } }
}
function bench::f417(Integer $x, String $s = 'abc417', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 417, { 'k417' => "v${x}-417", 'n' => [4, 10, 0x1a1] }]
  # a comment that the lexer skips, number 417
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 417 } default: { $local[1] - $x } } }
}
function bench::f418(Integer $x, String $s = 'abc418', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 418, { 'k418' => "v${x}-418", 'n' => [5, 0, 0x1a2] }]
  # a comment that the lexer skips, number 418
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 418 } default: { $local[1] - $x } } }
}
function bench::f419(Integer $x, String $s = 'abc419', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 419, { 'k419' => "v${x}-419", 'n' => [6, 1, 0x1a3] }]
  # a comment that the lexer skips, number 419
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 419 } default: { $local[1] - $x } } }
}
function bench::f420(Integer $x, String $s = 'abc420', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 420, { 'k420' => "v${x}-420", 'n' => [0, 2, 0x1a4] }]
  # a comment that the lexer skips, number 420
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 420 } default: { $local[1] - $x } } }
}
$data420 = { 'name' => 'item420', 'list' => [0, 1, 2, 3], 'nested' => { 'a' => { 'b' => 420 } } }
function bench::f421(Integer $x, String $s = 'abc421', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 421, { 'k421' => "v${x}-421", 'n' => [1, 3, 0x1a5] }]
  # a comment that the lexer skips, number 421
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 421 } default: { $local[1] - $x } } }
}
function bench::f422(Integer $x, String $s = 'abc422', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 422, { 'k422' => "v${x}-422", 'n' => [2, 4, 0x1a6] }]
  # a comment that the lexer skips, number 422
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 422 } default: { $local[1] - $x } } }
}
function bench::f423(Integer $x, String $s = 'abc423', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 423, { 'k423' => "v${x}-423", 'n' => [3, 5, 0x1a7] }]
  # a comment that the lexer skips, number 423
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 423 } default: { $local[1] - $x } } }
}
function bench::f424(Integer $x, String $s = 'abc424', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 424, { 'k424' => "v${x}-424", 'n' => [4, 6, 0x1a8] }]
  # a comment that the lexer skips, number 424
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 424 } default: { $local[1] - $x } } }
}
function bench::f425(Integer $x, String $s = 'abc425', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 425, { 'k425' => "v${x}-425", 'n' => [5, 7, 0x1a9] }]
  # a comment that the lexer skips, number 425
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 425 } default: { $local[1] - $x } } }
}
function bench::f426(Integer $x, String $s = 'abc426', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 426, { 'k426' => "v${x}-426", 'n' => [6, 8, 0x1aa] }]
  # a comment that the lexer skips, number 426
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 426 } default: { $local[1] - $x } } }
}
function bench::f427(Integer $x, String $s = 'abc427', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 427, { 'k427' => "v${x}-427", 'n' => [0, 9, 0x1ab] }]
  # a comment that the lexer skips, number 427
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 427 } default: { $local[1] - $x } } }
}
function bench::f428(Integer $x, String $s = 'abc428', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 428, { 'k428' => "v${x}-428", 'n' => [1, 10, 0x1ac] }]
  # a comment that the lexer skips, number 428
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 428 } default: { $local[1] - $x } } }
}
function bench::f429(Integer $x, String $s = 'abc429', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 429, { 'k429' => "v${x}-429", 'n' => [2, 0, 0x1ad] }]
  # a comment that the lexer skips, number 429
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 429 } default: { $local[1] - $x } } }
}
function bench::f430(Integer $x, String $s = 'abc430', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 430, { 'k430' => "v${x}-430", 'n' => [3, 1, 0x1ae] }]
  # a comment that the lexer skips, number 430
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 430 } default: { $local[1] - $x } } }
}
$data430 = { 'name' => 'item430', 'list' => [0], 'nested' => { 'a' => { 'b' => 430 } } }
function bench::f431(Integer $x, String $s = 'abc431', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 431, { 'k431' => "v${x}-431", 'n' => [4, 2, 0x1af] }]
  # a comment that the lexer skips, number 431
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 431 } default: { $local[1] - $x } } }
}
function bench::f432(Integer $x, String $s = 'abc432', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 432, { 'k432' => "v${x}-432", 'n' => [5, 3, 0x1b0] }]
  # a comment that the lexer skips, number 432
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 432 } default: { $local[1] - $x } } }
}
function bench::f433(Integer $x, String $s = 'abc433', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 433, { 'k433' => "v${x}-433", 'n' => [6, 4, 0x1b1] }]
  # a comment that the lexer skips, number 433
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 433 } default: { $local[1] - $x } } }
}
function bench::f434(Integer $x, String $s = 'abc434', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 434, { 'k434' => "v${x}-434", 'n' => [0, 5, 0x1b2] }]
  # a comment that the lexer skips, number 434
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 434 } default: { $local[1] - $x } } }
}
function bench::f435(Integer $x, String $s = 'abc435', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 435, { 'k435' => "v${x}-435", 'n' => [1, 6, 0x1b3] }]
  # a comment that the lexer skips, number 435
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 435 } default: { $local[1] - $x } } }
}
function bench::f436(Integer $x, String $s = 'abc436', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 436, { 'k436' => "v${x}-436", 'n' => [2, 7, 0x1b4] }]
  # a comment that the lexer skips, number 436
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 436 } default: { $local[1] - $x } } }
}
function bench::f437(Integer $x, String $s = 'abc437', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 437, { 'k437' => "v${x}-437", 'n' => [3, 8, 0x1b5] }]
  # a comment that the lexer skips, number 437
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 437 } default: { $local[1] - $x } } }
}
function bench::f438(Integer $x, String $s = 'abc438', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 438, { 'k438' => "v${x}-438", 'n' => [4, 9, 0x1b6] }]
  # a comment that the lexer skips, number 438
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 438 } default: { $local[1] - $x } } }
}
function bench::f439(Integer $x, String $s = 'abc439', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 439, { 'k439' => "v${x}-439", 'n' => [5, 10, 0x1b7] }]
  # a comment that the lexer skips, number 439
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 439 } default: { $local[1] - $x } } }
}
function bench::f440(Integer $x, String $s = 'abc440', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 440, { 'k440' => "v${x}-440", 'n' => [6, 0, 0x1b8] }]
  # a comment that the lexer skips, number 440
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 440 } default: { $local[1] - $x } } }
}
$data440 = { 'name' => 'item440', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'nested' => { 'a' => { 'b' => 440 } } }
function bench::f441(Integer $x, String $s = 'abc441', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 441, { 'k441' => "v${x}-441", 'n' => [0, 1, 0x1b9] }]
  # a comment that the lexer skips, number 441
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 441 } default: { $local[1] - $x } } }
}
function bench::f442(Integer $x, String $s = 'abc442', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 442, { 'k442' => "v${x}-442", 'n' => [1, 2, 0x1ba] }]
  # a comment that the lexer skips, number 442
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 442 } default: { $local[1] - $x } } }
}
function bench::f443(Integer $x, String $s = 'abc443', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 443, { 'k443' => "v${x}-443", 'n' => [2, 3, 0x1bb] }]
  # a comment that the lexer skips, number 443
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 443 } default: { $local[1] - $x } } }
}
function bench::f444(Integer $x, String $s = 'abc444', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 444, { 'k444' => "v${x}-444", 'n' => [3, 4, 0x1bc] }]
  # a comment that the lexer skips, number 444
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 444 } default: { $local[1] - $x } } }
}
function bench::f445(Integer $x, String $s = 'abc445', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 445, { 'k445' => "v${x}-445", 'n' => [4, 5, 0x1bd] }]
  # a comment that the lexer skips, number 445
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 445 } default: { $local[1] - $x } } }
}
function bench::f446(Integer $x, String $s = 'abc446', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 446, { 'k446' => "v${x}-446", 'n' => [5, 6, 0x1be] }]
  # a comment that the lexer skips, number 446
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 446 } default: { $local[1] - $x } } }
}
function bench::f447(Integer $x, String $s = 'abc447', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 447, { 'k447' => "v${x}-447", 'n' => [6, 7, 0x1bf] }]
  # a comment that the lexer skips, number 447
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 447 } default: { $local[1] - $x } } }
}
function bench::f448(Integer $x, String $s = 'abc448', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 448, { 'k448' => "v${x}-448", 'n' => [0, 8, 0x1c0] }]
  # a comment that the lexer skips, number 448
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 448 } default: { $local[1] - $x } } }
}
function bench::f449(Integer $x, String $s = 'abc449', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 449, { 'k449' => "v${x}-449", 'n' => [1, 9, 0x1c1] }]
  # a comment that the lexer skips, number 449
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 449 } default: { $local[1] - $x } } }
}
function bench::f450(Integer $x, String $s = 'abc450', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 450, { 'k450' => "v${x}-450", 'n' => [2, 10, 0x1c2] }]
  # a comment that the lexer skips, number 450
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 450 } default: { $local[1] - $x } } }
}
$data450 = { 'name' => 'item450', 'list' => [0, 1, 2, 3, 4, 5, 6, 7], 'nested' => { 'a' => { 'b' => 450 } } }
function bench::f451(Integer $x, String $s = 'abc451', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 451, { 'k451' => "v${x}-451", 'n' => [3, 0, 0x1c3] }]
  # a comment that the lexer skips, number 451
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 451 } default: { $local[1] - $x } } }
}
function bench::f452(Integer $x, String $s = 'abc452', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 452, { 'k452' => "v${x}-452", 'n' => [4, 1, 0x1c4] }]
  # a comment that the lexer skips, number 452
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 452 } default: { $local[1] - $x } } }
}
function bench::f453(Integer $x, String $s = 'abc453', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 453, { 'k453' => "v${x}-453", 'n' => [5, 2, 0x1c5] }]
  # a comment that the lexer skips, number 453
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 453 } default: { $local[1] - $x } } }
}
function bench::f454(Integer $x, String $s = 'abc454', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 454, { 'k454' => "v${x}-454", 'n' => [6, 3, 0x1c6] }]
  # a comment that the lexer skips, number 454
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 454 } default: { $local[1] - $x } } }
}
function bench::f455(Integer $x, String $s = 'abc455', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 455, { 'k455' => "v${x}-455", 'n' => [0, 4, 0x1c7] }]
  # a comment that the lexer skips, number 455
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 455 } default: { $local[1] - $x } } }
}
function bench::f456(Integer $x, String $s = 'abc456', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 456, { 'k456' => "v${x}-456", 'n' => [1, 5, 0x1c8] }]
  # a comment that the lexer skips, number 456
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 456 } default: { $local[1] - $x } } }
}
function bench::f457(Integer $x, String $s = 'abc457', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 457, { 'k457' => "v${x}-457", 'n' => [2, 6, 0x1c9] }]
  # a comment that the lexer skips, number 457
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 457 } default: { $local[1] - $x } } }
}
function bench::f458(Integer $x, String $s = 'abc458', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 458, { 'k458' => "v${x}-458", 'n' => [3, 7, 0x1ca] }]
  # a comment that the lexer skips, number 458
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 458 } default: { $local[1] - $x } } }
}
function bench::f459(Integer $x, String $s = 'abc459', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 459, { 'k459' => "v${x}-459", 'n' => [4, 8, 0x1cb] }]
  # a comment that the lexer skips, number 459
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 459 } default: { $local[1] - $x } } }
}
function bench::f460(Integer $x, String $s = 'abc460', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 460, { 'k460' => "v${x}-460", 'n' => [5, 9, 0x1cc] }]
  # a comment that the lexer skips, number 460
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 460 } default: { $local[1] - $x } } }
}
$data460 = { 'name' => 'item460', 'list' => [0, 1, 2, 3, 4], 'nested' => { 'a' => { 'b' => 460 } } }
function bench::f461(Integer $x, String $s = 'abc461', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 461, { 'k461' => "v${x}-461", 'n' => [6, 10, 0x1cd] }]
  # a comment that the lexer skips, number 461
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 461 } default: { $local[1] - $x } } }
}
function bench::f462(Integer $x, String $s = 'abc462', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 462, { 'k462' => "v${x}-462", 'n' => [0, 0, 0x1ce] }]
  # a comment that the lexer skips, number 462
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 462 } default: { $local[1] - $x } } }
}
function bench::f463(Integer $x, String $s = 'abc463', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 463, { 'k463' => "v${x}-463", 'n' => [1, 1, 0x1cf] }]
  # a comment that the lexer skips, number 463
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 463 } default: { $local[1] - $x } } }
}
function bench::f464(Integer $x, String $s = 'abc464', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 464, { 'k464' => "v${x}-464", 'n' => [2, 2, 0x1d0] }]
  # a comment that the lexer skips, number 464
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 464 } default: { $local[1] - $x } } }
}
function bench::f465(Integer $x, String $s = 'abc465', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 465, { 'k465' => "v${x}-465", 'n' => [3, 3, 0x1d1] }]
  # a comment that the lexer skips, number 465
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 465 } default: { $local[1] - $x } } }
}
function bench::f466(Integer $x, String $s = 'abc466', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 466, { 'k466' => "v${x}-466", 'n' => [4, 4, 0x1d2] }]
  # a comment that the lexer skips, number 466
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 466 } default: { $local[1] - $x } } }
}
function bench::f467(Integer $x, String $s = 'abc467', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 467, { 'k467' => "v${x}-467", 'n' => [5, 5, 0x1d3] }]
  # a comment that the lexer skips, number 467
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 467 } default: { $local[1] - $x } } }
}
function bench::f468(Integer $x, String $s = 'abc468', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 468, { 'k468' => "v${x}-468", 'n' => [6, 6, 0x1d4] }]
  # a comment that the lexer skips, number 468
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 468 } default: { $local[1] - $x } } }
}
function bench::f469(Integer $x, String $s = 'abc469', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 469, { 'k469' => "v${x}-469", 'n' => [0, 7, 0x1d5] }]
  # a comment that the lexer skips, number 469
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 469 } default: { $local[1] - $x } } }
}
function bench::f470(Integer $x, String $s = 'abc470', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 470, { 'k470' => "v${x}-470", 'n' => [1, 8, 0x1d6] }]
  # a comment that the lexer skips, number 470
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 470 } default: { $local[1] - $x } } }
}
$data470 = { 'name' => 'item470', 'list' => [0, 1], 'nested' => { 'a' => { 'b' => 470 } } }
function bench::f471(Integer $x, String $s = 'abc471', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 471, { 'k471' => "v${x}-471", 'n' => [2, 9, 0x1d7] }]
  # a comment that the lexer skips, number 471
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 471 } default: { $local[1] - $x } } }
}
function bench::f472(Integer $x, String $s = 'abc472', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 472, { 'k472' => "v${x}-472", 'n' => [3, 10, 0x1d8] }]
  # a comment that the lexer skips, number 472
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 472 } default: { $local[1] - $x } } }
}
function bench::f473(Integer $x, String $s = 'abc473', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 473, { 'k473' => "v${x}-473", 'n' => [4, 0, 0x1d9] }]
  # a comment that the lexer skips, number 473
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 473 } default: { $local[1] - $x } } }
}
function bench::f474(Integer $x, String $s = 'abc474', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 474, { 'k474' => "v${x}-474", 'n' => [5, 1, 0x1da] }]
  # a comment that the lexer skips, number 474
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 474 } default: { $local[1] - $x } } }
}
function bench::f475(Integer $x, String $s = 'abc475', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 475, { 'k475' => "v${x}-475", 'n' => [6, 2, 0x1db] }]
  # a comment that the lexer skips, number 475
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 475 } default: { $local[1] - $x } } }
}
function bench::f476(Integer $x, String $s = 'abc476', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 476, { 'k476' => "v${x}-476", 'n' => [0, 3, 0x1dc] }]
  # a comment that the lexer skips, number 476
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 476 } default: { $local[1] - $x } } }
}
function bench::f477(Integer $x, String $s = 'abc477', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 477, { 'k477' => "v${x}-477", 'n' => [1, 4, 0x1dd] }]
  # a comment that the lexer skips, number 477
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 477 } default: { $local[1] - $x } } }
}
function bench::f478(Integer $x, String $s = 'abc478', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 478, { 'k478' => "v${x}-478", 'n' => [2, 5, 0x1de] }]
  # a comment that the lexer skips, number 478
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 478 } default: { $local[1] - $x } } }
}
function bench::f479(Integer $x, String $s = 'abc479', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 479, { 'k479' => "v${x}-479", 'n' => [3, 6, 0x1df] }]
  # a comment that the lexer skips, number 479
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 479 } default: { $local[1] - $x } } }
}
function bench::f480(Integer $x, String $s = 'abc480', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 480, { 'k480' => "v${x}-480", 'n' => [4, 7, 0x1e0] }]
  # a comment that the lexer skips, number 480
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 480 } default: { $local[1] - $x } } }
}
$data480 = { 'name' => 'item480', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'nested' => { 'a' => { 'b' => 480 } } }
function bench::f481(Integer $x, String $s = 'abc481', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 481, { 'k481' => "v${x}-481", 'n' => [5, 8, 0x1e1] }]
  # a comment that the lexer skips, number 481
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 481 } default: { $local[1] - $x } } }
}
function bench::f482(Integer $x, String $s = 'abc482', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 482, { 'k482' => "v${x}-482", 'n' => [6, 9, 0x1e2] }]
  # a comment that the lexer skips, number 482
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 482 } default: { $local[1] - $x } } }
}
function bench::f483(Integer $x, String $s = 'abc483', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 483, { 'k483' => "v${x}-483", 'n' => [0, 10, 0x1e3] }]
  # a comment that the lexer skips, number 483
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 483 } default: { $local[1] - $x } } }
}
function bench::f484(Integer $x, String $s = 'abc484', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 484, { 'k484' => "v${x}-484", 'n' => [1, 0, 0x1e4] }]
  # a comment that the lexer skips, number 484
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 484 } default: { $local[1] - $x } } }
}
function bench::f485(Integer $x, String $s = 'abc485', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 485, { 'k485' => "v${x}-485", 'n' => [2, 1, 0x1e5] }]
  # a comment that the lexer skips, number 485
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 485 } default: { $local[1] - $x } } }
}
function bench::f486(Integer $x, String $s = 'abc486', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 486, { 'k486' => "v${x}-486", 'n' => [3, 2, 0x1e6] }]
  # a comment that the lexer skips, number 486
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 486 } default: { $local[1] - $x } } }
}
function bench::f487(Integer $x, String $s = 'abc487', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 487, { 'k487' => "v${x}-487", 'n' => [4, 3, 0x1e7] }]
  # a comment that the lexer skips, number 487
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 487 } default: { $local[1] - $x } } }
}
function bench::f488(Integer $x, String $s = 'abc488', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 488, { 'k488' => "v${x}-488", 'n' => [5, 4, 0x1e8] }]
  # a comment that the lexer skips, number 488
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 488 } default: { $local[1] - $x } } }
}
function bench::f489(Integer $x, String $s = 'abc489', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 489, { 'k489' => "v${x}-489", 'n' => [6, 5, 0x1e9] }]
  # a comment that the lexer skips, number 489
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 489 } default: { $local[1] - $x } } }
}
function bench::f490(Integer $x, String $s = 'abc490', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 490, { 'k490' => "v${x}-490", 'n' => [0, 6, 0x1ea] }]
  # a comment that the lexer skips, number 490
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 490 } default: { $local[1] - $x } } }
}
$data490 = { 'name' => 'item490', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8], 'nested' => { 'a' => { 'b' => 490 } } }
function bench::f491(Integer $x, String $s = 'abc491', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 491, { 'k491' => "v${x}-491", 'n' => [1, 7, 0x1eb] }]
  # a comment that the lexer skips, number 491
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 491 } default: { $local[1] - $x } } }
}
function bench::f492(Integer $x, String $s = 'abc492', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 492, { 'k492' => "v${x}-492", 'n' => [2, 8, 0x1ec] }]
  # a comment that the lexer skips, number 492
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 492 } default: { $local[1] - $x } } }
}
function bench::f493(Integer $x, String $s = 'abc493', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 493, { 'k493' => "v${x}-493", 'n' => [3, 9, 0x1ed] }]
  # a comment that the lexer skips, number 493
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 493 } default: { $local[1] - $x } } }
}
function bench::f494(Integer $x, String $s = 'abc494', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 494, { 'k494' => "v${x}-494", 'n' => [4, 10, 0x1ee] }]
  # a comment that the lexer skips, number 494
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 494 } default: { $local[1] - $x } } }
}
function bench::f495(Integer $x, String $s = 'abc495', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 495, { 'k495' => "v${x}-495", 'n' => [5, 0, 0x1ef] }]
  # a comment that the lexer skips, number 495
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 495 } default: { $local[1] - $x } } }
}
function bench::f496(Integer $x, String $s = 'abc496', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 496, { 'k496' => "v${x}-496", 'n' => [6, 1, 0x1f0] }]
  # a comment that the lexer skips, number 496
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 496 } default: { $local[1] - $x } } }
}
function bench::f497(Integer $x, String $s = 'abc497', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 497, { 'k497' => "v${x}-497", 'n' => [0, 2, 0x1f1] }]
  # a comment that the lexer skips, number 497
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 497 } default: { $local[1] - $x } } }
}
function bench::f498(Integer $x, String $s = 'abc498', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 498, { 'k498' => "v${x}-498", 'n' => [1, 3, 0x1f2] }]
  # a comment that the lexer skips, number 498
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 498 } default: { $local[1] - $x } } }
}
function bench::f499(Integer $x, String $s = 'abc499', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 499, { 'k499' => "v${x}-499", 'n' => [2, 4, 0x1f3] }]
  # a comment that the lexer skips, number 499
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 499 } default: { $local[1] - $x } } }
}
function bench::f500(Integer $x, String $s = 'abc500', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 500, { 'k500' => "v${x}-500", 'n' => [3, 5, 0x1f4] }]
  # a comment that the lexer skips, number 500
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 500 } default: { $local[1] - $x } } }
}
$data500 = { 'name' => 'item500', 'list' => [0, 1, 2, 3, 4, 5], 'nested' => { 'a' => { 'b' => 500 } } }
function bench::f501(Integer $x, String $s = 'abc501', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 501, { 'k501' => "v${x}-501", 'n' => [4, 6, 0x1f5] }]
  # a comment that the lexer skips, number 501
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 501 } default: { $local[1] - $x } } }
}
function bench::f502(Integer $x, String $s = 'abc502', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 502, { 'k502' => "v${x}-502", 'n' => [5, 7, 0x1f6] }]
  # a comment that the lexer skips, number 502
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 502 } default: { $local[1] - $x } } }
}
function bench::f503(Integer $x, String $s = 'abc503', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 503, { 'k503' => "v${x}-503", 'n' => [6, 8, 0x1f7] }]
  # a comment that the lexer skips, number 503
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 503 } default: { $local[1] - $x } } }
}
function bench::f504(Integer $x, String $s = 'abc504', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 504, { 'k504' => "v${x}-504", 'n' => [0, 9, 0x1f8] }]
  # a comment that the lexer skips, number 504
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 504 } default: { $local[1] - $x } } }
}
function bench::f505(Integer $x, String $s = 'abc505', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 505, { 'k505' => "v${x}-505", 'n' => [1, 10, 0x1f9] }]
  # a comment that the lexer skips, number 505
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 505 } default: { $local[1] - $x } } }
}
function bench::f506(Integer $x, String $s = 'abc506', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 506, { 'k506' => "v${x}-506", 'n' => [2, 0, 0x1fa] }]
  # a comment that the lexer skips, number 506
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 506 } default: { $local[1] - $x } } }
}
function bench::f507(Integer $x, String $s = 'abc507', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 507, { 'k507' => "v${x}-507", 'n' => [3, 1, 0x1fb] }]
  # a comment that the lexer skips, number 507
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 507 } default: { $local[1] - $x } } }
}
function bench::f508(Integer $x, String $s = 'abc508', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 508, { 'k508' => "v${x}-508", 'n' => [4, 2, 0x1fc] }]
  # a comment that the lexer skips, number 508
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 508 } default: { $local[1] - $x } } }
}
function bench::f509(Integer $x, String $s = 'abc509', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 509, { 'k509' => "v${x}-509", 'n' => [5, 3, 0x1fd] }]
  # a comment that the lexer skips, number 509
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 509 } default: { $local[1] - $x } } }
}
function bench::f510(Integer $x, String $s = 'abc510', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 510, { 'k510' => "v${x}-510", 'n' => [6, 4, 0x1fe] }]
  # a comment that the lexer skips, number 510
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 510 } default: { $local[1] - $x } } }
}
$data510 = { 'name' => 'item510', 'list' => [0, 1, 2], 'nested' => { 'a' => { 'b' => 510 } } }
function bench::f511(Integer $x, String $s = 'abc511', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 511, { 'k511' => "v${x}-511", 'n' => [0, 5, 0x1ff] }]
  # a comment that the lexer skips, number 511
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 511 } default: { $local[1] - $x } } }
}
function bench::f512(Integer $x, String $s = 'abc512', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 512, { 'k512' => "v${x}-512", 'n' => [1, 6, 0x200] }]
  # a comment that the lexer skips, number 512
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 512 } default: { $local[1] - $x } } }
}
function bench::f513(Integer $x, String $s = 'abc513', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 513, { 'k513' => "v${x}-513", 'n' => [2, 7, 0x201] }]
  # a comment that the lexer skips, number 513
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 513 } default: { $local[1] - $x } } }
}
function bench::f514(Integer $x, String $s = 'abc514', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 514, { 'k514' => "v${x}-514", 'n' => [3, 8, 0x202] }]
  # a comment that the lexer skips, number 514
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 514 } default: { $local[1] - $x } } }
}
function bench::f515(Integer $x, String $s = 'abc515', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 515, { 'k515' => "v${x}-515", 'n' => [4, 9, 0x203] }]
  # a comment that the lexer skips, number 515
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 515 } default: { $local[1] - $x } } }
}
function bench::f516(Integer $x, String $s = 'abc516', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 516, { 'k516' => "v${x}-516", 'n' => [5, 10, 0x204] }]
  # a comment that the lexer skips, number 516
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 516 } default: { $local[1] - $x } } }
}
function bench::f517(Integer $x, String $s = 'abc517', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 517, { 'k517' => "v${x}-517", 'n' => [6, 0, 0x205] }]
  # a comment that the lexer skips, number 517
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 517 } default: { $local[1] - $x } } }
}
function bench::f518(Integer $x, String $s = 'abc518', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 518, { 'k518' => "v${x}-518", 'n' => [0, 1, 0x206] }]
  # a comment that the lexer skips, number 518
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 518 } default: { $local[1] - $x } } }
}
function bench::f519(Integer $x, String $s = 'abc519', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 519, { 'k519' => "v${x}-519", 'n' => [1, 2, 0x207] }]
  # a comment that the lexer skips, number 519
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 519 } default: { $local[1] - $x } } }
}
function bench::f520(Integer $x, String $s = 'abc520', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 520, { 'k520' => "v${x}-520", 'n' => [2, 3, 0x208] }]
  # a comment that the lexer skips, number 520
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 520 } default: { $local[1] - $x } } }
}
$data520 = { 'name' => 'item520', 'list' => [], 'nested' => { 'a' => { 'b' => 520 } } }
function bench::f521(Integer $x, String $s = 'abc521', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 521, { 'k521' => "v${x}-521", 'n' => [3, 4, 0x209] }]
  # a comment that the lexer skips, number 521
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 521 } default: { $local[1] - $x } } }
}
function bench::f522(Integer $x, String $s = 'abc522', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 522, { 'k522' => "v${x}-522", 'n' => [4, 5, 0x20a] }]
  # a comment that the lexer skips, number 522
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 522 } default: { $local[1] - $x } } }
}
function bench::f523(Integer $x, String $s = 'abc523', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 523, { 'k523' => "v${x}-523", 'n' => [5, 6, 0x20b] }]
  # a comment that the lexer skips, number 523
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 523 } default: { $local[1] - $x } } }
}
function bench::f524(Integer $x, String $s = 'abc524', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 524, { 'k524' => "v${x}-524", 'n' => [6, 7, 0x20c] }]
  # a comment that the lexer skips, number 524
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 524 } default: { $local[1] - $x } } }
}
function bench::f525(Integer $x, String $s = 'abc525', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 525, { 'k525' => "v${x}-525", 'n' => [0, 8, 0x20d] }]
  # a comment that the lexer skips, number 525
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 525 } default: { $local[1] - $x } } }
}
function bench::f526(Integer $x, String $s = 'abc526', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 526, { 'k526' => "v${x}-526", 'n' => [1, 9, 0x20e] }]
  # a comment that the lexer skips, number 526
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 526 } default: { $local[1] - $x } } }
}
function bench::f527(Integer $x, String $s = 'abc527', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 527, { 'k527' => "v${x}-527", 'n' => [2, 10, 0x20f] }]
  # a comment that the lexer skips, number 527
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 527 } default: { $local[1] - $x } } }
}
function bench::f528(Integer $x, String $s = 'abc528', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 528, { 'k528' => "v${x}-528", 'n' => [3, 0, 0x210] }]
  # a comment that the lexer skips, number 528
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 528 } default: { $local[1] - $x } } }
}
function bench::f529(Integer $x, String $s = 'abc529', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 529, { 'k529' => "v${x}-529", 'n' => [4, 1, 0x211] }]
  # a comment that the lexer skips, number 529
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 529 } default: { $local[1] - $x } } }
}
function bench::f530(Integer $x, String $s = 'abc530', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 530, { 'k530' => "v${x}-530", 'n' => [5, 2, 0x212] }]
  # a comment that the lexer skips, number 530
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 530 } default: { $local[1] - $x } } }
}
$data530 = { 'name' => 'item530', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'nested' => { 'a' => { 'b' => 530 } } }
function bench::f531(Integer $x, String $s = 'abc531', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 531, { 'k531' => "v${x}-531", 'n' => [6, 3, 0x213] }]
  # a comment that the lexer skips, number 531
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 531 } default: { $local[1] - $x } } }
}
function bench::f532(Integer $x, String $s = 'abc532', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 532, { 'k532' => "v${x}-532", 'n' => [0, 4, 0x214] }]
  # a comment that the lexer skips, number 532
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 532 } default: { $local[1] - $x } } }
}
function bench::f533(Integer $x, String $s = 'abc533', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 533, { 'k533' => "v${x}-533", 'n' => [1, 5, 0x215] }]
  # a comment that the lexer skips, number 533
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 533 } default: { $local[1] - $x } } }
}
function bench::f534(Integer $x, String $s = 'abc534', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 534, { 'k534' => "v${x}-534", 'n' => [2, 6, 0x216] }]
  # a comment that the lexer skips, number 534
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 534 } default: { $local[1] - $x } } }
}
function bench::f535(Integer $x, String $s = 'abc535', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 535, { 'k535' => "v${x}-535", 'n' => [3, 7, 0x217] }]
  # a comment that the lexer skips, number 535
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 535 } default: { $local[1] - $x } } }
}
function bench::f536(Integer $x, String $s = 'abc536', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 536, { 'k536' => "v${x}-536", 'n' => [4, 8, 0x218] }]
  # a comment that the lexer skips, number 536
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 536 } default: { $local[1] - $x } } }
}
function bench::f537(Integer $x, String $s = 'abc537', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 537, { 'k537' => "v${x}-537", 'n' => [5, 9, 0x219] }]
  # a comment that the lexer skips, number 537
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 537 } default: { $local[1] - $x } } }
}
function bench::f538(Integer $x, String $s = 'abc538', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 538, { 'k538' => "v${x}-538", 'n' => [6, 10, 0x21a] }]
  # a comment that the lexer skips, number 538
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 538 } default: { $local[1] - $x } } }
}
function bench::f539(Integer $x, String $s = 'abc539', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 539, { 'k539' => "v${x}-539", 'n' => [0, 0, 0x21b] }]
  # a comment that the lexer skips, number 539
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 539 } default: { $local[1] - $x } } }
}
function bench::f540(Integer $x, String $s = 'abc540', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 540, { 'k540' => "v${x}-540", 'n' => [1, 1, 0x21c] }]
  # a comment that the lexer skips, number 540
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 540 } default: { $local[1] - $x } } }
}
$data540 = { 'name' => 'item540', 'list' => [0, 1, 2, 3, 4, 5, 6], 'nested' => { 'a' => { 'b' => 540 } } }
function bench::f541(Integer $x, String $s = 'abc541', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 541, { 'k541' => "v${x}-541", 'n' => [2, 2, 0x21d] }]
  # a comment that the lexer skips, number 541
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 541 } default: { $local[1] - $x } } }
}
function bench::f542(Integer $x, String $s = 'abc542', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 542, { 'k542' => "v${x}-542", 'n' => [3, 3, 0x21e] }]
  # a comment that the lexer skips, number 542
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 542 } default: { $local[1] - $x } } }
}
function bench::f543(Integer $x, String $s = 'abc543', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 543, { 'k543' => "v${x}-543", 'n' => [4, 4, 0x21f] }]
  # a comment that the lexer skips, number 543
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 543 } default: { $local[1] - $x } } }
}
function bench::f544(Integer $x, String $s = 'abc544', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 544, { 'k544' => "v${x}-544", 'n' => [5, 5, 0x220] }]
  # a comment that the lexer skips, number 544
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 544 } default: { $local[1] - $x } } }
}
function bench::f545(Integer $x, String $s = 'abc545', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 545, { 'k545' => "v${x}-545", 'n' => [6, 6, 0x221] }]
  # a comment that the lexer skips, number 545
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 545 } default: { $local[1] - $x } } }
}
function bench::f546(Integer $x, String $s = 'abc546', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 546, { 'k546' => "v${x}-546", 'n' => [0, 7, 0x222] }]
  # a comment that the lexer skips, number 546
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 546 } default: { $local[1] - $x } } }
}
function bench::f547(Integer $x, String $s = 'abc547', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 547, { 'k547' => "v${x}-547", 'n' => [1, 8, 0x223] }]
  # a comment that the lexer skips, number 547
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 547 } default: { $local[1] - $x } } }
}
function bench::f548(Integer $x, String $s = 'abc548', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 548, { 'k548' => "v${x}-548", 'n' => [2, 9, 0x224] }]
  # a comment that the lexer skips, number 548
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 548 } default: { $local[1] - $x } } }
}
function bench::f549(Integer $x, String $s = 'abc549', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 549, { 'k549' => "v${x}-549", 'n' => [3, 10, 0x225] }]
  # a comment that the lexer skips, number 549
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 549 } default: { $local[1] - $x } } }
}
function bench::f550(Integer $x, String $s = 'abc550', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 550, { 'k550' => "v${x}-550", 'n' => [4, 0, 0x226] }]
  # a comment that the lexer skips, number 550
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 550 } default: { $local[1] - $x } } }
}
$data550 = { 'name' => 'item550', 'list' => [0, 1, 2, 3], 'nested' => { 'a' => { 'b' => 550 } } }
function bench::f551(Integer $x, String $s = 'abc551', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 551, { 'k551' => "v${x}-551", 'n' => [5, 1, 0x227] }]
  # a comment that the lexer skips, number 551
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 551 } default: { $local[1] - $x } } }
}
function bench::f552(Integer $x, String $s = 'abc552', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 552, { 'k552' => "v${x}-552", 'n' => [6, 2, 0x228] }]
  # a comment that the lexer skips, number 552
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 552 } default: { $local[1] - $x } } }
}
function bench::f553(Integer $x, String $s = 'abc553', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 553, { 'k553' => "v${x}-553", 'n' => [0, 3, 0x229] }]
  # a comment that the lexer skips, number 553
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 553 } default: { $local[1] - $x } } }
}
function bench::f554(Integer $x, String $s = 'abc554', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 554, { 'k554' => "v${x}-554", 'n' => [1, 4, 0x22a] }]
  # a comment that the lexer skips, number 554
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 554 } default: { $local[1] - $x } } }
}
function bench::f555(Integer $x, String $s = 'abc555', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 555, { 'k555' => "v${x}-555", 'n' => [2, 5, 0x22b] }]
  # a comment that the lexer skips, number 555
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 555 } default: { $local[1] - $x } } }
}
function bench::f556(Integer $x, String $s = 'abc556', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 556, { 'k556' => "v${x}-556", 'n' => [3, 6, 0x22c] }]
  # a comment that the lexer skips, number 556
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 556 } default: { $local[1] - $x } } }
}
function bench::f557(Integer $x, String $s = 'abc557', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 557, { 'k557' => "v${x}-557", 'n' => [4, 7, 0x22d] }]
  # a comment that the lexer skips, number 557
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 557 } default: { $local[1] - $x } } }
}
function bench::f558(Integer $x, String $s = 'abc558', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 558, { 'k558' => "v${x}-558", 'n' => [5, 8, 0x22e] }]
  # a comment that the lexer skips, number 558
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 558 } default: { $local[1] - $x } } }
}
function bench::f559(Integer $x, String $s = 'abc559', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 559, { 'k559' => "v${x}-559", 'n' => [6, 9, 0x22f] }]
  # a comment that the lexer skips, number 559
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 559 } default: { $local[1] - $x } } }
}
function bench::f560(Integer $x, String $s = 'abc560', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 560, { 'k560' => "v${x}-560", 'n' => [0, 10, 0x230] }]
  # a comment that the lexer skips, number 560
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 560 } default: { $local[1] - $x } } }
}
$data560 = { 'name' => 'item560', 'list' => [0], 'nested' => { 'a' => { 'b' => 560 } } }
function bench::f561(Integer $x, String $s = 'abc561', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 561, { 'k561' => "v${x}-561", 'n' => [1, 0, 0x231] }]
  # a comment that the lexer skips, number 561
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 561 } default: { $local[1] - $x } } }
}
function bench::f562(Integer $x, String $s = 'abc562', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 562, { 'k562' => "v${x}-562", 'n' => [2, 1, 0x232] }]
  # a comment that the lexer skips, number 562
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 562 } default: { $local[1] - $x } } }
}
function bench::f563(Integer $x, String $s = 'abc563', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 563, { 'k563' => "v${x}-563", 'n' => [3, 2, 0x233] }]
  # a comment that the lexer skips, number 563
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 563 } default: { $local[1] - $x } } }
}
function bench::f564(Integer $x, String $s = 'abc564', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 564, { 'k564' => "v${x}-564", 'n' => [4, 3, 0x234] }]
  # a comment that the lexer skips, number 564
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 564 } default: { $local[1] - $x } } }
}
function bench::f565(Integer $x, String $s = 'abc565', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 565, { 'k565' => "v${x}-565", 'n' => [5, 4, 0x235] }]
  # a comment that the lexer skips, number 565
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 565 } default: { $local[1] - $x } } }
}
function bench::f566(Integer $x, String $s = 'abc566', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 566, { 'k566' => "v${x}-566", 'n' => [6, 5, 0x236] }]
  # a comment that the lexer skips, number 566
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 566 } default: { $local[1] - $x } } }
}
function bench::f567(Integer $x, String $s = 'abc567', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 567, { 'k567' => "v${x}-567", 'n' => [0, 6, 0x237] }]
  # a comment that the lexer skips, number 567
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 567 } default: { $local[1] - $x } } }
}
function bench::f568(Integer $x, String $s = 'abc568', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 568, { 'k568' => "v${x}-568", 'n' => [1, 7, 0x238] }]
  # a comment that the lexer skips, number 568
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 568 } default: { $local[1] - $x } } }
}
function bench::f569(Integer $x, String $s = 'abc569', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 569, { 'k569' => "v${x}-569", 'n' => [2, 8, 0x239] }]
  # a comment that the lexer skips, number 569
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 569 } default: { $local[1] - $x } } }
}
function bench::f570(Integer $x, String $s = 'abc570', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 570, { 'k570' => "v${x}-570", 'n' => [3, 9, 0x23a] }]
  # a comment that the lexer skips, number 570
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 570 } default: { $local[1] - $x } } }
}
$data570 = { 'name' => 'item570', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'nested' => { 'a' => { 'b' => 570 } } }
function bench::f571(Integer $x, String $s = 'abc571', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 571, { 'k571' => "v${x}-571", 'n' => [4, 10, 0x23b] }]
  # a comment that the lexer skips, number 571
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 571 } default: { $local[1] - $x } } }
}
function bench::f572(Integer $x, String $s = 'abc572', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 572, { 'k572' => "v${x}-572", 'n' => [5, 0, 0x23c] }]
  # a comment that the lexer skips, number 572
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 572 } default: { $local[1] - $x } } }
}
function bench::f573(Integer $x, String $s = 'abc573', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 573, { 'k573' => "v${x}-573", 'n' => [6, 1, 0x23d] }]
  # a comment that the lexer skips, number 573
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 573 } default: { $local[1] - $x } } }
}
function bench::f574(Integer $x, String $s = 'abc574', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 574, { 'k574' => "v${x}-574", 'n' => [0, 2, 0x23e] }]
  # a comment that the lexer skips, number 574
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 574 } default: { $local[1] - $x } } }
}
function bench::f575(Integer $x, String $s = 'abc575', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 575, { 'k575' => "v${x}-575", 'n' => [1, 3, 0x23f] }]
  # a comment that the lexer skips, number 575
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 575 } default: { $local[1] - $x } } }
}
function bench::f576(Integer $x, String $s = 'abc576', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 576, { 'k576' => "v${x}-576", 'n' => [2, 4, 0x240] }]
  # a comment that the lexer skips, number 576
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 576 } default: { $local[1] - $x } } }
}
function bench::f577(Integer $x, String $s = 'abc577', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 577, { 'k577' => "v${x}-577", 'n' => [3, 5, 0x241] }]
  # a comment that the lexer skips, number 577
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 577 } default: { $local[1] - $x } } }
}
function bench::f578(Integer $x, String $s = 'abc578', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 578, { 'k578' => "v${x}-578", 'n' => [4, 6, 0x242] }]
  # a comment that the lexer skips, number 578
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 578 } default: { $local[1] - $x } } }
}
function bench::f579(Integer $x, String $s = 'abc579', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 579, { 'k579' => "v${x}-579", 'n' => [5, 7, 0x243] }]
  # a comment that the lexer skips, number 579
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 579 } default: { $local[1] - $x } } }
}
function bench::f580(Integer $x, String $s = 'abc580', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 580, { 'k580' => "v${x}-580", 'n' => [6, 8, 0x244] }]
  # a comment that the lexer skips, number 580
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 580 } default: { $local[1] - $x } } }
}
$data580 = { 'name' => 'item580', 'list' => [0, 1, 2, 3, 4, 5, 6, 7], 'nested' => { 'a' => { 'b' => 580 } } }
function bench::f581(Integer $x, String $s = 'abc581', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 581, { 'k581' => "v${x}-581", 'n' => [0, 9, 0x245] }]
  # a comment that the lexer skips, number 581
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 581 } default: { $local[1] - $x } } }
}
function bench::f582(Integer $x, String $s = 'abc582', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 582, { 'k582' => "v${x}-582", 'n' => [1, 10, 0x246] }]
  # a comment that the lexer skips, number 582
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 582 } default: { $local[1] - $x } } }
}
function bench::f583(Integer $x, String $s = 'abc583', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 583, { 'k583' => "v${x}-583", 'n' => [2, 0, 0x247] }]
  # a comment that the lexer skips, number 583
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 583 } default: { $local[1] - $x } } }
}
function bench::f584(Integer $x, String $s = 'abc584', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 584, { 'k584' => "v${x}-584", 'n' => [3, 1, 0x248] }]
  # a comment that the lexer skips, number 584
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 584 } default: { $local[1] - $x } } }
}
function bench::f585(Integer $x, String $s = 'abc585', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 585, { 'k585' => "v${x}-585", 'n' => [4, 2, 0x249] }]
  # a comment that the lexer skips, number 585
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 585 } default: { $local[1] - $x } } }
}
function bench::f586(Integer $x, String $s = 'abc586', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 586, { 'k586' => "v${x}-586", 'n' => [5, 3, 0x24a] }]
  # a comment that the lexer skips, number 586
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 586 } default: { $local[1] - $x } } }
}
function bench::f587(Integer $x, String $s = 'abc587', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 587, { 'k587' => "v${x}-587", 'n' => [6, 4, 0x24b] }]
  # a comment that the lexer skips, number 587
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 587 } default: { $local[1] - $x } } }
}
function bench::f588(Integer $x, String $s = 'abc588', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 588, { 'k588' => "v${x}-588", 'n' => [0, 5, 0x24c] }]
  # a comment that the lexer skips, number 588
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 588 } default: { $local[1] - $x } } }
}
function bench::f589(Integer $x, String $s = 'abc589', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 589, { 'k589' => "v${x}-589", 'n' => [1, 6, 0x24d] }]
  # a comment that the lexer skips, number 589
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 589 } default: { $local[1] - $x } } }
}
function bench::f590(Integer $x, String $s = 'abc590', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 590, { 'k590' => "v${x}-590", 'n' => [2, 7, 0x24e] }]
  # a comment that the lexer skips, number 590
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 590 } default: { $local[1] - $x } } }
}
$data590 = { 'name' => 'item590', 'list' => [0, 1, 2, 3, 4], 'nested' => { 'a' => { 'b' => 590 } } }
function bench::f591(Integer $x, String $s = 'abc591', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 591, { 'k591' => "v${x}-591", 'n' => [3, 8, 0x24f] }]
  # a comment that the lexer skips, number 591
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 591 } default: { $local[1] - $x } } }
}
function bench::f592(Integer $x, String $s = 'abc592', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 592, { 'k592' => "v${x}-592", 'n' => [4, 9, 0x250] }]
  # a comment that the lexer skips, number 592
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 592 } default: { $local[1] - $x } } }
}
function bench::f593(Integer $x, String $s = 'abc593', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 593, { 'k593' => "v${x}-593", 'n' => [5, 10, 0x251] }]
  # a comment that the lexer skips, number 593
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 593 } default: { $local[1] - $x } } }
}
function bench::f594(Integer $x, String $s = 'abc594', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 594, { 'k594' => "v${x}-594", 'n' => [6, 0, 0x252] }]
  # a comment that the lexer skips, number 594
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 594 } default: { $local[1] - $x } } }
}
function bench::f595(Integer $x, String $s = 'abc595', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 595, { 'k595' => "v${x}-595", 'n' => [0, 1, 0x253] }]
  # a comment that the lexer skips, number 595
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 595 } default: { $local[1] - $x } } }
}
function bench::f596(Integer $x, String $s = 'abc596', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 596, { 'k596' => "v${x}-596", 'n' => [1, 2, 0x254] }]
  # a comment that the lexer skips, number 596
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 596 } default: { $local[1] - $x } } }
}
function bench::f597(Integer $x, String $s = 'abc597', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 597, { 'k597' => "v${x}-597", 'n' => [2, 3, 0x255] }]
  # a comment that the lexer skips, number 597
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 597 } default: { $local[1] - $x } } }
}
function bench::f598(Integer $x, String $s = 'abc598', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 598, { 'k598' => "v${x}-598", 'n' => [3, 4, 0x256] }]
  # a comment that the lexer skips, number 598
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 598 } default: { $local[1] - $x } } }
}
function bench::f599(Integer $x, String $s = 'abc599', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 599, { 'k599' => "v${x}-599", 'n' => [4, 5, 0x257] }]
  # a comment that the lexer skips, number 599
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 599 } default: { $local[1] - $x } } }
}
function bench::f600(Integer $x, String $s = 'abc600', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 600, { 'k600' => "v${x}-600", 'n' => [5, 6, 0x258] }]
  # a comment that the lexer skips, number 600
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 600 } default: { $local[1] - $x } } }
}
$data600 = { 'name' => 'item600', 'list' => [0, 1], 'nested' => { 'a' => { 'b' => 600 } } }
function bench::f601(Integer $x, String $s = 'abc601', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 601, { 'k601' => "v${x}-601", 'n' => [6, 7, 0x259] }]
  # a comment that the lexer skips, number 601
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 601 } default: { $local[1] - $x } } }
}
function bench::f602(Integer $x, String $s = 'abc602', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 602, { 'k602' => "v${x}-602", 'n' => [0, 8, 0x25a] }]
  # a comment that the lexer skips, number 602
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 602 } default: { $local[1] - $x } } }
}
function bench::f603(Integer $x, String $s = 'abc603', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 603, { 'k603' => "v${x}-603", 'n' => [1, 9, 0x25b] }]
  # a comment that the lexer skips, number 603
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 603 } default: { $local[1] - $x } } }
}
function bench::f604(Integer $x, String $s = 'abc604', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 604, { 'k604' => "v${x}-604", 'n' => [2, 10, 0x25c] }]
  # a comment that the lexer skips, number 604
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 604 } default: { $local[1] - $x } } }
}
function bench::f605(Integer $x, String $s = 'abc605', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 605, { 'k605' => "v${x}-605", 'n' => [3, 0, 0x25d] }]
  # a comment that the lexer skips, number 605
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 605 } default: { $local[1] - $x } } }
}
function bench::f606(Integer $x, String $s = 'abc606', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 606, { 'k606' => "v${x}-606", 'n' => [4, 1, 0x25e] }]
  # a comment that the lexer skips, number 606
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 606 } default: { $local[1] - $x } } }
}
function bench::f607(Integer $x, String $s = 'abc607', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 607, { 'k607' => "v${x}-607", 'n' => [5, 2, 0x25f] }]
  # a comment that the lexer skips, number 607
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 607 } default: { $local[1] - $x } } }
}
function bench::f608(Integer $x, String $s = 'abc608', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 608, { 'k608' => "v${x}-608", 'n' => [6, 3, 0x260] }]
  # a comment that the lexer skips, number 608
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 608 } default: { $local[1] - $x } } }
}
function bench::f609(Integer $x, String $s = 'abc609', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 609, { 'k609' => "v${x}-609", 'n' => [0, 4, 0x261] }]
  # a comment that the lexer skips, number 609
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 609 } default: { $local[1] - $x } } }
}
function bench::f610(Integer $x, String $s = 'abc610', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 610, { 'k610' => "v${x}-610", 'n' => [1, 5, 0x262] }]
  # a comment that the lexer skips, number 610
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 610 } default: { $local[1] - $x } } }
}
$data610 = { 'name' => 'item610', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'nested' => { 'a' => { 'b' => 610 } } }
function bench::f611(Integer $x, String $s = 'abc611', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 611, { 'k611' => "v${x}-611", 'n' => [2, 6, 0x263] }]
  # a comment that the lexer skips, number 611
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 611 } default: { $local[1] - $x } } }
}
function bench::f612(Integer $x, String $s = 'abc612', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 612, { 'k612' => "v${x}-612", 'n' => [3, 7, 0x264] }]
  # a comment that the lexer skips, number 612
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 612 } default: { $local[1] - $x } } }
}
function bench::f613(Integer $x, String $s = 'abc613', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 613, { 'k613' => "v${x}-613", 'n' => [4, 8, 0x265] }]
  # a comment that the lexer skips, number 613
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 613 } default: { $local[1] - $x } } }
}
function bench::f614(Integer $x, String $s = 'abc614', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 614, { 'k614' => "v${x}-614", 'n' => [5, 9, 0x266] }]
  # a comment that the lexer skips, number 614
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 614 } default: { $local[1] - $x } } }
}
function bench::f615(Integer $x, String $s = 'abc615', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 615, { 'k615' => "v${x}-615", 'n' => [6, 10, 0x267] }]
  # a comment that the lexer skips, number 615
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 615 } default: { $local[1] - $x } } }
}
function bench::f616(Integer $x, String $s = 'abc616', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 616, { 'k616' => "v${x}-616", 'n' => [0, 0, 0x268] }]
  # a comment that the lexer skips, number 616
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 616 } default: { $local[1] - $x } } }
}
function bench::f617(Integer $x, String $s = 'abc617', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 617, { 'k617' => "v${x}-617", 'n' => [1, 1, 0x269] }]
  # a comment that the lexer skips, number 617
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 617 } default: { $local[1] - $x } } }
}
function bench::f618(Integer $x, String $s = 'abc618', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 618, { 'k618' => "v${x}-618", 'n' => [2, 2, 0x26a] }]
  # a comment that the lexer skips, number 618
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 618 } default: { $local[1] - $x } } }
}
function bench::f619(Integer $x, String $s = 'abc619', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 619, { 'k619' => "v${x}-619", 'n' => [3, 3, 0x26b] }]
  # a comment that the lexer skips, number 619
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 619 } default: { $local[1] - $x } } }
}
function bench::f620(Integer $x, String $s = 'abc620', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 620, { 'k620' => "v${x}-620", 'n' => [4, 4, 0x26c] }]
  # a comment that the lexer skips, number 620
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 620 } default: { $local[1] - $x } } }
}
$data620 = { 'name' => 'item620', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8], 'nested' => { 'a' => { 'b' => 620 } } }
function bench::f621(Integer $x, String $s = 'abc621', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 621, { 'k621' => "v${x}-621", 'n' => [5, 5, 0x26d] }]
  # a comment that the lexer skips, number 621
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 621 } default: { $local[1] - $x } } }
}
function bench::f622(Integer $x, String $s = 'abc622', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 622, { 'k622' => "v${x}-622", 'n' => [6, 6, 0x26e] }]
  # a comment that the lexer skips, number 622
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 622 } default: { $local[1] - $x } } }
}
function bench::f623(Integer $x, String $s = 'abc623', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 623, { 'k623' => "v${x}-623", 'n' => [0, 7, 0x26f] }]
  # a comment that the lexer skips, number 623
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 623 } default: { $local[1] - $x } } }
}
function bench::f624(Integer $x, String $s = 'abc624', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 624, { 'k624' => "v${x}-624", 'n' => [1, 8, 0x270] }]
  # a comment that the lexer skips, number 624
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 624 } default: { $local[1] - $x } } }
}
function bench::f625(Integer $x, String $s = 'abc625', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 625, { 'k625' => "v${x}-625", 'n' => [2, 9, 0x271] }]
  # a comment that the lexer skips, number 625
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 625 } default: { $local[1] - $x } } }
}
function bench::f626(Integer $x, String $s = 'abc626', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 626, { 'k626' => "v${x}-626", 'n' => [3, 10, 0x272] }]
  # a comment that the lexer skips, number 626
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 626 } default: { $local[1] - $x } } }
}
function bench::f627(Integer $x, String $s = 'abc627', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 627, { 'k627' => "v${x}-627", 'n' => [4, 0, 0x273] }]
  # a comment that the lexer skips, number 627
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 627 } default: { $local[1] - $x } } }
}
function bench::f628(Integer $x, String $s = 'abc628', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 628, { 'k628' => "v${x}-628", 'n' => [5, 1, 0x274] }]
  # a comment that the lexer skips, number 628
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 628 } default: { $local[1] - $x } } }
}
function bench::f629(Integer $x, String $s = 'abc629', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 629, { 'k629' => "v${x}-629", 'n' => [6, 2, 0x275] }]
  # a comment that the lexer skips, number 629
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 629 } default: { $local[1] - $x } } }
}
function bench::f630(Integer $x, String $s = 'abc630', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 630, { 'k630' => "v${x}-630", 'n' => [0, 3, 0x276] }]
  # a comment that the lexer skips, number 630
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 630 } default: { $local[1] - $x } } }
}
$data630 = { 'name' => 'item630', 'list' => [0, 1, 2, 3, 4, 5], 'nested' => { 'a' => { 'b' => 630 } } }
function bench::f631(Integer $x, String $s = 'abc631', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 631, { 'k631' => "v${x}-631", 'n' => [1, 4, 0x277] }]
  # a comment that the lexer skips, number 631
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 631 } default: { $local[1] - $x } } }
}
function bench::f632(Integer $x, String $s = 'abc632', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 632, { 'k632' => "v${x}-632", 'n' => [2, 5, 0x278] }]
  # a comment that the lexer skips, number 632
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 632 } default: { $local[1] - $x } } }
}
function bench::f633(Integer $x, String $s = 'abc633', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 633, { 'k633' => "v${x}-633", 'n' => [3, 6, 0x279] }]
  # a comment that the lexer skips, number 633
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 633 } default: { $local[1] - $x } } }
}
function bench::f634(Integer $x, String $s = 'abc634', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 634, { 'k634' => "v${x}-634", 'n' => [4, 7, 0x27a] }]
  # a comment that the lexer skips, number 634
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 634 } default: { $local[1] - $x } } }
}
function bench::f635(Integer $x, String $s = 'abc635', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 635, { 'k635' => "v${x}-635", 'n' => [5, 8, 0x27b] }]
  # a comment that the lexer skips, number 635
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 635 } default: { $local[1] - $x } } }
}
function bench::f636(Integer $x, String $s = 'abc636', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 636, { 'k636' => "v${x}-636", 'n' => [6, 9, 0x27c] }]
  # a comment that the lexer skips, number 636
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 636 } default: { $local[1] - $x } } }
}
function bench::f637(Integer $x, String $s = 'abc637', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 637, { 'k637' => "v${x}-637", 'n' => [0, 10, 0x27d] }]
  # a comment that the lexer skips, number 637
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 637 } default: { $local[1] - $x } } }
}
function bench::f638(Integer $x, String $s = 'abc638', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 638, { 'k638' => "v${x}-638", 'n' => [1, 0, 0x27e] }]
  # a comment that the lexer skips, number 638
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 638 } default: { $local[1] - $x } } }
}
function bench::f639(Integer $x, String $s = 'abc639', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 639, { 'k639' => "v${x}-639", 'n' => [2, 1, 0x27f] }]
  # a comment that the lexer skips, number 639
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 639 } default: { $local[1] - $x } } }
}
function bench::f640(Integer $x, String $s = 'abc640', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 640, { 'k640' => "v${x}-640", 'n' => [3, 2, 0x280] }]
  # a comment that the lexer skips, number 640
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 640 } default: { $local[1] - $x } } }
}
$data640 = { 'name' => 'item640', 'list' => [0, 1, 2], 'nested' => { 'a' => { 'b' => 640 } } }
function bench::f641(Integer $x, String $s = 'abc641', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 641, { 'k641' => "v${x}-641", 'n' => [4, 3, 0x281] }]
  # a comment that the lexer skips, number 641
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 641 } default: { $local[1] - $x } } }
}
function bench::f642(Integer $x, String $s = 'abc642', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 642, { 'k642' => "v${x}-642", 'n' => [5, 4, 0x282] }]
  # a comment that the lexer skips, number 642
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 642 } default: { $local[1] - $x } } }
}
function bench::f643(Integer $x, String $s = 'abc643', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 643, { 'k643' => "v${x}-643", 'n' => [6, 5, 0x283] }]
  # a comment that the lexer skips, number 643
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 643 } default: { $local[1] - $x } } }
}
function bench::f644(Integer $x, String $s = 'abc644', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 644, { 'k644' => "v${x}-644", 'n' => [0, 6, 0x284] }]
  # a comment that the lexer skips, number 644
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 644 } default: { $local[1] - $x } } }
}
function bench::f645(Integer $x, String $s = 'abc645', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 645, { 'k645' => "v${x}-645", 'n' => [1, 7, 0x285] }]
  # a comment that the lexer skips, number 645
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 645 } default: { $local[1] - $x } } }
}
function bench::f646(Integer $x, String $s = 'abc646', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 646, { 'k646' => "v${x}-646", 'n' => [2, 8, 0x286] }]
  # a comment that the lexer skips, number 646
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 646 } default: { $local[1] - $x } } }
}
function bench::f647(Integer $x, String $s = 'abc647', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 647, { 'k647' => "v${x}-647", 'n' => [3, 9, 0x287] }]
  # a comment that the lexer skips, number 647
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 647 } default: { $local[1] - $x } } }
}
function bench::f648(Integer $x, String $s = 'abc648', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 648, { 'k648' => "v${x}-648", 'n' => [4, 10, 0x288] }]
  # a comment that the lexer skips, number 648
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 648 } default: { $local[1] - $x } } }
}
function bench::f649(Integer $x, String $s = 'abc649', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 649, { 'k649' => "v${x}-649", 'n' => [5, 0, 0x289] }]
  # a comment that the lexer skips, number 649
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 649 } default: { $local[1] - $x } } }
}
function bench::f650(Integer $x, String $s = 'abc650', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 650, { 'k650' => "v${x}-650", 'n' => [6, 1, 0x28a] }]
  # a comment that the lexer skips, number 650
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 650 } default: { $local[1] - $x } } }
}
$data650 = { 'name' => 'item650', 'list' => [], 'nested' => { 'a' => { 'b' => 650 } } }
function bench::f651(Integer $x, String $s = 'abc651', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 651, { 'k651' => "v${x}-651", 'n' => [0, 2, 0x28b] }]
  # a comment that the lexer skips, number 651
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 651 } default: { $local[1] - $x } } }
}
function bench::f652(Integer $x, String $s = 'abc652', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 652, { 'k652' => "v${x}-652", 'n' => [1, 3, 0x28c] }]
  # a comment that the lexer skips, number 652
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 652 } default: { $local[1] - $x } } }
}
function bench::f653(Integer $x, String $s = 'abc653', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 653, { 'k653' => "v${x}-653", 'n' => [2, 4, 0x28d] }]
  # a comment that the lexer skips, number 653
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 653 } default: { $local[1] - $x } } }
}
function bench::f654(Integer $x, String $s = 'abc654', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 654, { 'k654' => "v${x}-654", 'n' => [3, 5, 0x28e] }]
  # a comment that the lexer skips, number 654
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 654 } default: { $local[1] - $x } } }
}
function bench::f655(Integer $x, String $s = 'abc655', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 655, { 'k655' => "v${x}-655", 'n' => [4, 6, 0x28f] }]
  # a comment that the lexer skips, number 655
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 655 } default: { $local[1] - $x } } }
}
function bench::f656(Integer $x, String $s = 'abc656', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 656, { 'k656' => "v${x}-656", 'n' => [5, 7, 0x290] }]
  # a comment that the lexer skips, number 656
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 656 } default: { $local[1] - $x } } }
}
function bench::f657(Integer $x, String $s = 'abc657', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 657, { 'k657' => "v${x}-657", 'n' => [6, 8, 0x291] }]
  # a comment that the lexer skips, number 657
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 657 } default: { $local[1] - $x } } }
}
function bench::f658(Integer $x, String $s = 'abc658', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 658, { 'k658' => "v${x}-658", 'n' => [0, 9, 0x292] }]
  # a comment that the lexer skips, number 658
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 658 } default: { $local[1] - $x } } }
}
function bench::f659(Integer $x, String $s = 'abc659', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 659, { 'k659' => "v${x}-659", 'n' => [1, 10, 0x293] }]
  # a comment that the lexer skips, number 659
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 659 } default: { $local[1] - $x } } }
}
function bench::f660(Integer $x, String $s = 'abc660', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 660, { 'k660' => "v${x}-660", 'n' => [2, 0, 0x294] }]
  # a comment that the lexer skips, number 660
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 660 } default: { $local[1] - $x } } }
}
$data660 = { 'name' => 'item660', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'nested' => { 'a' => { 'b' => 660 } } }
function bench::f661(Integer $x, String $s = 'abc661', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 661, { 'k661' => "v${x}-661", 'n' => [3, 1, 0x295] }]
  # a comment that the lexer skips, number 661
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 661 } default: { $local[1] - $x } } }
}
function bench::f662(Integer $x, String $s = 'abc662', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 662, { 'k662' => "v${x}-662", 'n' => [4, 2, 0x296] }]
  # a comment that the lexer skips, number 662
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 662 } default: { $local[1] - $x } } }
}
function bench::f663(Integer $x, String $s = 'abc663', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 663, { 'k663' => "v${x}-663", 'n' => [5, 3, 0x297] }]
  # a comment that the lexer skips, number 663
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 663 } default: { $local[1] - $x } } }
}
function bench::f664(Integer $x, String $s = 'abc664', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 664, { 'k664' => "v${x}-664", 'n' => [6, 4, 0x298] }]
  # a comment that the lexer skips, number 664
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 664 } default: { $local[1] - $x } } }
}
function bench::f665(Integer $x, String $s = 'abc665', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 665, { 'k665' => "v${x}-665", 'n' => [0, 5, 0x299] }]
  # a comment that the lexer skips, number 665
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 665 } default: { $local[1] - $x } } }
}
function bench::f666(Integer $x, String $s = 'abc666', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 666, { 'k666' => "v${x}-666", 'n' => [1, 6, 0x29a] }]
  # a comment that the lexer skips, number 666
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 666 } default: { $local[1] - $x } } }
}
function bench::f667(Integer $x, String $s = 'abc667', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 667, { 'k667' => "v${x}-667", 'n' => [2, 7, 0x29b] }]
  # a comment that the lexer skips, number 667
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 667 } default: { $local[1] - $x } } }
}
function bench::f668(Integer $x, String $s = 'abc668', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 668, { 'k668' => "v${x}-668", 'n' => [3, 8, 0x29c] }]
  # a comment that the lexer skips, number 668
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 668 } default: { $local[1] - $x } } }
}
function bench::f669(Integer $x, String $s = 'abc669', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 669, { 'k669' => "v${x}-669", 'n' => [4, 9, 0x29d] }]
  # a comment that the lexer skips, number 669
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 669 } default: { $local[1] - $x } } }
}
function bench::f670(Integer $x, String $s = 'abc670', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 670, { 'k670' => "v${x}-670", 'n' => [5, 10, 0x29e] }]
  # a comment that the lexer skips, number 670
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 670 } default: { $local[1] - $x } } }
}
$data670 = { 'name' => 'item670', 'list' => [0, 1, 2, 3, 4, 5, 6], 'nested' => { 'a' => { 'b' => 670 } } }
function bench::f671(Integer $x, String $s = 'abc671', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 671, { 'k671' => "v${x}-671", 'n' => [6, 0, 0x29f] }]
  # a comment that the lexer skips, number 671
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 671 } default: { $local[1] - $x } } }
}
function bench::f672(Integer $x, String $s = 'abc672', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 672, { 'k672' => "v${x}-672", 'n' => [0, 1, 0x2a0] }]
  # a comment that the lexer skips, number 672
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 672 } default: { $local[1] - $x } } }
}
function bench::f673(Integer $x, String $s = 'abc673', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 673, { 'k673' => "v${x}-673", 'n' => [1, 2, 0x2a1] }]
  # a comment that the lexer skips, number 673
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 673 } default: { $local[1] - $x } } }
}
function bench::f674(Integer $x, String $s = 'abc674', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 674, { 'k674' => "v${x}-674", 'n' => [2, 3, 0x2a2] }]
  # a comment that the lexer skips, number 674
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 674 } default: { $local[1] - $x } } }
}
function bench::f675(Integer $x, String $s = 'abc675', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 675, { 'k675' => "v${x}-675", 'n' => [3, 4, 0x2a3] }]
  # a comment that the lexer skips, number 675
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 675 } default: { $local[1] - $x } } }
}
function bench::f676(Integer $x, String $s = 'abc676', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 676, { 'k676' => "v${x}-676", 'n' => [4, 5, 0x2a4] }]
  # a comment that the lexer skips, number 676
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 676 } default: { $local[1] - $x } } }
}
function bench::f677(Integer $x, String $s = 'abc677', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 677, { 'k677' => "v${x}-677", 'n' => [5, 6, 0x2a5] }]
  # a comment that the lexer skips, number 677
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 677 } default: { $local[1] - $x } } }
}
function bench::f678(Integer $x, String $s = 'abc678', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 678, { 'k678' => "v${x}-678", 'n' => [6, 7, 0x2a6] }]
  # a comment that the lexer skips, number 678
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 678 } default: { $local[1] - $x } } }
}
function bench::f679(Integer $x, String $s = 'abc679', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 679, { 'k679' => "v${x}-679", 'n' => [0, 8, 0x2a7] }]
  # a comment that the lexer skips, number 679
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 679 } default: { $local[1] - $x } } }
}
function bench::f680(Integer $x, String $s = 'abc680', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 680, { 'k680' => "v${x}-680", 'n' => [1, 9, 0x2a8] }]
  # a comment that the lexer skips, number 680
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 680 } default: { $local[1] - $x } } }
}
$data680 = { 'name' => 'item680', 'list' => [0, 1, 2, 3], 'nested' => { 'a' => { 'b' => 680 } } }
function bench::f681(Integer $x, String $s = 'abc681', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 681, { 'k681' => "v${x}-681", 'n' => [2, 10, 0x2a9] }]
  # a comment that the lexer skips, number 681
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 681 } default: { $local[1] - $x } } }
}
function bench::f682(Integer $x, String $s = 'abc682', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 682, { 'k682' => "v${x}-682", 'n' => [3, 0, 0x2aa] }]
  # a comment that the lexer skips, number 682
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 682 } default: { $local[1] - $x } } }
}
function bench::f683(Integer $x, String $s = 'abc683', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 683, { 'k683' => "v${x}-683", 'n' => [4, 1, 0x2ab] }]
  # a comment that the lexer skips, number 683
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 683 } default: { $local[1] - $x } } }
}
function bench::f684(Integer $x, String $s = 'abc684', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 684, { 'k684' => "v${x}-684", 'n' => [5, 2, 0x2ac] }]
  # a comment that the lexer skips, number 684
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 684 } default: { $local[1] - $x } } }
}
function bench::f685(Integer $x, String $s = 'abc685', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 685, { 'k685' => "v${x}-685", 'n' => [6, 3, 0x2ad] }]
  # a comment that the lexer skips, number 685
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 685 } default: { $local[1] - $x } } }
}
function bench::f686(Integer $x, String $s = 'abc686', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 686, { 'k686' => "v${x}-686", 'n' => [0, 4, 0x2ae] }]
  # a comment that the lexer skips, number 686
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 686 } default: { $local[1] - $x } } }
}
function bench::f687(Integer $x, String $s = 'abc687', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 687, { 'k687' => "v${x}-687", 'n' => [1, 5, 0x2af] }]
  # a comment that the lexer skips, number 687
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 687 } default: { $local[1] - $x } } }
}
function bench::f688(Integer $x, String $s = 'abc688', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 688, { 'k688' => "v${x}-688", 'n' => [2, 6, 0x2b0] }]
  # a comment that the lexer skips, number 688
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 688 } default: { $local[1] - $x } } }
}
function bench::f689(Integer $x, String $s = 'abc689', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 689, { 'k689' => "v${x}-689", 'n' => [3, 7, 0x2b1] }]
  # a comment that the lexer skips, number 689
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 689 } default: { $local[1] - $x } } }
}
function bench::f690(Integer $x, String $s = 'abc690', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 690, { 'k690' => "v${x}-690", 'n' => [4, 8, 0x2b2] }]
  # a comment that the lexer skips, number 690
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 690 } default: { $local[1] - $x } } }
}
$data690 = { 'name' => 'item690', 'list' => [0], 'nested' => { 'a' => { 'b' => 690 } } }
function bench::f691(Integer $x, String $s = 'abc691', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 691, { 'k691' => "v${x}-691", 'n' => [5, 9, 0x2b3] }]
  # a comment that the lexer skips, number 691
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 691 } default: { $local[1] - $x } } }
}
function bench::f692(Integer $x, String $s = 'abc692', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 692, { 'k692' => "v${x}-692", 'n' => [6, 10, 0x2b4] }]
  # a comment that the lexer skips, number 692
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 692 } default: { $local[1] - $x } } }
}
function bench::f693(Integer $x, String $s = 'abc693', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 693, { 'k693' => "v${x}-693", 'n' => [0, 0, 0x2b5] }]
  # a comment that the lexer skips, number 693
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 693 } default: { $local[1] - $x } } }
}
function bench::f694(Integer $x, String $s = 'abc694', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 694, { 'k694' => "v${x}-694", 'n' => [1, 1, 0x2b6] }]
  # a comment that the lexer skips, number 694
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 694 } default: { $local[1] - $x } } }
}
function bench::f695(Integer $x, String $s = 'abc695', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 695, { 'k695' => "v${x}-695", 'n' => [2, 2, 0x2b7] }]
  # a comment that the lexer skips, number 695
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 695 } default: { $local[1] - $x } } }
}
function bench::f696(Integer $x, String $s = 'abc696', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 696, { 'k696' => "v${x}-696", 'n' => [3, 3, 0x2b8] }]
  # a comment that the lexer skips, number 696
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 696 } default: { $local[1] - $x } } }
}
function bench::f697(Integer $x, String $s = 'abc697', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 697, { 'k697' => "v${x}-697", 'n' => [4, 4, 0x2b9] }]
  # a comment that the lexer skips, number 697
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 697 } default: { $local[1] - $x } } }
}
function bench::f698(Integer $x, String $s = 'abc698', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 698, { 'k698' => "v${x}-698", 'n' => [5, 5, 0x2ba] }]
  # a comment that the lexer skips, number 698
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 698 } default: { $local[1] - $x } } }
}
function bench::f699(Integer $x, String $s = 'abc699', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 699, { 'k699' => "v${x}-699", 'n' => [6, 6, 0x2bb] }]
  # a comment that the lexer skips, number 699
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 699 } default: { $local[1] - $x } } }
}
function bench::f700(Integer $x, String $s = 'abc700', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 700, { 'k700' => "v${x}-700", 'n' => [0, 7, 0x2bc] }]
  # a comment that the lexer skips, number 700
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 700 } default: { $local[1] - $x } } }
}
$data700 = { 'name' => 'item700', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'nested' => { 'a' => { 'b' => 700 } } }
function bench::f701(Integer $x, String $s = 'abc701', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 701, { 'k701' => "v${x}-701", 'n' => [1, 8, 0x2bd] }]
  # a comment that the lexer skips, number 701
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 701 } default: { $local[1] - $x } } }
}
function bench::f702(Integer $x, String $s = 'abc702', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 702, { 'k702' => "v${x}-702", 'n' => [2, 9, 0x2be] }]
  # a comment that the lexer skips, number 702
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 702 } default: { $local[1] - $x } } }
}
function bench::f703(Integer $x, String $s = 'abc703', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 703, { 'k703' => "v${x}-703", 'n' => [3, 10, 0x2bf] }]
  # a comment that the lexer skips, number 703
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 703 } default: { $local[1] - $x } } }
}
function bench::f704(Integer $x, String $s = 'abc704', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 704, { 'k704' => "v${x}-704", 'n' => [4, 0, 0x2c0] }]
  # a comment that the lexer skips, number 704
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 704 } default: { $local[1] - $x } } }
}
function bench::f705(Integer $x, String $s = 'abc705', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 705, { 'k705' => "v${x}-705", 'n' => [5, 1, 0x2c1] }]
  # a comment that the lexer skips, number 705
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 705 } default: { $local[1] - $x } } }
}
function bench::f706(Integer $x, String $s = 'abc706', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 706, { 'k706' => "v${x}-706", 'n' => [6, 2, 0x2c2] }]
  # a comment that the lexer skips, number 706
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 706 } default: { $local[1] - $x } } }
}
function bench::f707(Integer $x, String $s = 'abc707', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 707, { 'k707' => "v${x}-707", 'n' => [0, 3, 0x2c3] }]
  # a comment that the lexer skips, number 707
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 707 } default: { $local[1] - $x } } }
}
function bench::f708(Integer $x, String $s = 'abc708', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 708, { 'k708' => "v${x}-708", 'n' => [1, 4, 0x2c4] }]
  # a comment that the lexer skips, number 708
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 708 } default: { $local[1] - $x } } }
}
function bench::f709(Integer $x, String $s = 'abc709', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 709, { 'k709' => "v${x}-709", 'n' => [2, 5, 0x2c5] }]
  # a comment that the lexer skips, number 709
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 709 } default: { $local[1] - $x } } }
}
function bench::f710(Integer $x, String $s = 'abc710', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 710, { 'k710' => "v${x}-710", 'n' => [3, 6, 0x2c6] }]
  # a comment that the lexer skips, number 710
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 710 } default: { $local[1] - $x } } }
}
$data710 = { 'name' => 'item710', 'list' => [0, 1, 2, 3, 4, 5, 6, 7], 'nested' => { 'a' => { 'b' => 710 } } }
function bench::f711(Integer $x, String $s = 'abc711', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 711, { 'k711' => "v${x}-711", 'n' => [4, 7, 0x2c7] }]
  # a comment that the lexer skips, number 711
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 711 } default: { $local[1] - $x } } }
}
function bench::f712(Integer $x, String $s = 'abc712', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 712, { 'k712' => "v${x}-712", 'n' => [5, 8, 0x2c8] }]
  # a comment that the lexer skips, number 712
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 712 } default: { $local[1] - $x } } }
}
function bench::f713(Integer $x, String $s = 'abc713', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 713, { 'k713' => "v${x}-713", 'n' => [6, 9, 0x2c9] }]
  # a comment that the lexer skips, number 713
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 713 } default: { $local[1] - $x } } }
}
function bench::f714(Integer $x, String $s = 'abc714', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 714, { 'k714' => "v${x}-714", 'n' => [0, 10, 0x2ca] }]
  # a comment that the lexer skips, number 714
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 714 } default: { $local[1] - $x } } }
}
function bench::f715(Integer $x, String $s = 'abc715', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 715, { 'k715' => "v${x}-715", 'n' => [1, 0, 0x2cb] }]
  # a comment that the lexer skips, number 715
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 715 } default: { $local[1] - $x } } }
}
function bench::f716(Integer $x, String $s = 'abc716', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 716, { 'k716' => "v${x}-716", 'n' => [2, 1, 0x2cc] }]
  # a comment that the lexer skips, number 716
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 716 } default: { $local[1] - $x } } }
}
function bench::f717(Integer $x, String $s = 'abc717', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 717, { 'k717' => "v${x}-717", 'n' => [3, 2, 0x2cd] }]
  # a comment that the lexer skips, number 717
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 717 } default: { $local[1] - $x } } }
}
function bench::f718(Integer $x, String $s = 'abc718', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 718, { 'k718' => "v${x}-718", 'n' => [4, 3, 0x2ce] }]
  # a comment that the lexer skips, number 718
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 718 } default: { $local[1] - $x } } }
}
function bench::f719(Integer $x, String $s = 'abc719', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 719, { 'k719' => "v${x}-719", 'n' => [5, 4, 0x2cf] }]
  # a comment that the lexer skips, number 719
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 719 } default: { $local[1] - $x } } }
}
function bench::f720(Integer $x, String $s = 'abc720', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 720, { 'k720' => "v${x}-720", 'n' => [6, 5, 0x2d0] }]
  # a comment that the lexer skips, number 720
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 720 } default: { $local[1] - $x } } }
}
$data720 = { 'name' => 'item720', 'list' => [0, 1, 2, 3, 4], 'nested' => { 'a' => { 'b' => 720 } } }
function bench::f721(Integer $x, String $s = 'abc721', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 721, { 'k721' => "v${x}-721", 'n' => [0, 6, 0x2d1] }]
  # a comment that the lexer skips, number 721
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 721 } default: { $local[1] - $x } } }
}
function bench::f722(Integer $x, String $s = 'abc722', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 722, { 'k722' => "v${x}-722", 'n' => [1, 7, 0x2d2] }]
  # a comment that the lexer skips, number 722
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 722 } default: { $local[1] - $x } } }
}
function bench::f723(Integer $x, String $s = 'abc723', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 723, { 'k723' => "v${x}-723", 'n' => [2, 8, 0x2d3] }]
  # a comment that the lexer skips, number 723
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 723 } default: { $local[1] - $x } } }
}
function bench::f724(Integer $x, String $s = 'abc724', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 724, { 'k724' => "v${x}-724", 'n' => [3, 9, 0x2d4] }]
  # a comment that the lexer skips, number 724
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 724 } default: { $local[1] - $x } } }
}
function bench::f725(Integer $x, String $s = 'abc725', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 725, { 'k725' => "v${x}-725", 'n' => [4, 10, 0x2d5] }]
  # a comment that the lexer skips, number 725
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 725 } default: { $local[1] - $x } } }
}
function bench::f726(Integer $x, String $s = 'abc726', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 726, { 'k726' => "v${x}-726", 'n' => [5, 0, 0x2d6] }]
  # a comment that the lexer skips, number 726
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 726 } default: { $local[1] - $x } } }
}
function bench::f727(Integer $x, String $s = 'abc727', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 727, { 'k727' => "v${x}-727", 'n' => [6, 1, 0x2d7] }]
  # a comment that the lexer skips, number 727
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 727 } default: { $local[1] - $x } } }
}
function bench::f728(Integer $x, String $s = 'abc728', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 728, { 'k728' => "v${x}-728", 'n' => [0, 2, 0x2d8] }]
  # a comment that the lexer skips, number 728
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 728 } default: { $local[1] - $x } } }
}
function bench::f729(Integer $x, String $s = 'abc729', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 729, { 'k729' => "v${x}-729", 'n' => [1, 3, 0x2d9] }]
  # a comment that the lexer skips, number 729
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 729 } default: { $local[1] - $x } } }
}
function bench::f730(Integer $x, String $s = 'abc730', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 730, { 'k730' => "v${x}-730", 'n' => [2, 4, 0x2da] }]
  # a comment that the lexer skips, number 730
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 730 } default: { $local[1] - $x } } }
}
$data730 = { 'name' => 'item730', 'list' => [0, 1], 'nested' => { 'a' => { 'b' => 730 } } }
function bench::f731(Integer $x, String $s = 'abc731', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 731, { 'k731' => "v${x}-731", 'n' => [3, 5, 0x2db] }]
  # a comment that the lexer skips, number 731
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 731 } default: { $local[1] - $x } } }
}
function bench::f732(Integer $x, String $s = 'abc732', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 732, { 'k732' => "v${x}-732", 'n' => [4, 6, 0x2dc] }]
  # a comment that the lexer skips, number 732
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 732 } default: { $local[1] - $x } } }
}
function bench::f733(Integer $x, String $s = 'abc733', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 733, { 'k733' => "v${x}-733", 'n' => [5, 7, 0x2dd] }]
  # a comment that the lexer skips, number 733
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 733 } default: { $local[1] - $x } } }
}
function bench::f734(Integer $x, String $s = 'abc734', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 734, { 'k734' => "v${x}-734", 'n' => [6, 8, 0x2de] }]
  # a comment that the lexer skips, number 734
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 734 } default: { $local[1] - $x } } }
}
function bench::f735(Integer $x, String $s = 'abc735', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 735, { 'k735' => "v${x}-735", 'n' => [0, 9, 0x2df] }]
  # a comment that the lexer skips, number 735
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 735 } default: { $local[1] - $x } } }
}
function bench::f736(Integer $x, String $s = 'abc736', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 736, { 'k736' => "v${x}-736", 'n' => [1, 10, 0x2e0] }]
  # a comment that the lexer skips, number 736
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 736 } default: { $local[1] - $x } } }
}
function bench::f737(Integer $x, String $s = 'abc737', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 737, { 'k737' => "v${x}-737", 'n' => [2, 0, 0x2e1] }]
  # a comment that the lexer skips, number 737
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 737 } default: { $local[1] - $x } } }
}
function bench::f738(Integer $x, String $s = 'abc738', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 738, { 'k738' => "v${x}-738", 'n' => [3, 1, 0x2e2] }]
  # a comment that the lexer skips, number 738
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 738 } default: { $local[1] - $x } } }
}
function bench::f739(Integer $x, String $s = 'abc739', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 739, { 'k739' => "v${x}-739", 'n' => [4, 2, 0x2e3] }]
  # a comment that the lexer skips, number 739
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 739 } default: { $local[1] - $x } } }
}
function bench::f740(Integer $x, String $s = 'abc740', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 740, { 'k740' => "v${x}-740", 'n' => [5, 3, 0x2e4] }]
  # a comment that the lexer skips, number 740
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 740 } default: { $local[1] - $x } } }
}
$data740 = { 'name' => 'item740', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'nested' => { 'a' => { 'b' => 740 } } }
function bench::f741(Integer $x, String $s = 'abc741', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 741, { 'k741' => "v${x}-741", 'n' => [6, 4, 0x2e5] }]
  # a comment that the lexer skips, number 741
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 741 } default: { $local[1] - $x } } }
}
function bench::f742(Integer $x, String $s = 'abc742', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 742, { 'k742' => "v${x}-742", 'n' => [0, 5, 0x2e6] }]
  # a comment that the lexer skips, number 742
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 742 } default: { $local[1] - $x } } }
}
function bench::f743(Integer $x, String $s = 'abc743', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 743, { 'k743' => "v${x}-743", 'n' => [1, 6, 0x2e7] }]
  # a comment that the lexer skips, number 743
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 743 } default: { $local[1] - $x } } }
}
function bench::f744(Integer $x, String $s = 'abc744', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 744, { 'k744' => "v${x}-744", 'n' => [2, 7, 0x2e8] }]
  # a comment that the lexer skips, number 744
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 744 } default: { $local[1] - $x } } }
}
function bench::f745(Integer $x, String $s = 'abc745', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 745, { 'k745' => "v${x}-745", 'n' => [3, 8, 0x2e9] }]
  # a comment that the lexer skips, number 745
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 745 } default: { $local[1] - $x } } }
}
function bench::f746(Integer $x, String $s = 'abc746', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 746, { 'k746' => "v${x}-746", 'n' => [4, 9, 0x2ea] }]
  # a comment that the lexer skips, number 746
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 746 } default: { $local[1] - $x } } }
}
function bench::f747(Integer $x, String $s = 'abc747', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 747, { 'k747' => "v${x}-747", 'n' => [5, 10, 0x2eb] }]
  # a comment that the lexer skips, number 747
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 747 } default: { $local[1] - $x } } }
}
function bench::f748(Integer $x, String $s = 'abc748', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 748, { 'k748' => "v${x}-748", 'n' => [6, 0, 0x2ec] }]
  # a comment that the lexer skips, number 748
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 748 } default: { $local[1] - $x } } }
}
function bench::f749(Integer $x, String $s = 'abc749', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 749, { 'k749' => "v${x}-749", 'n' => [0, 1, 0x2ed] }]
  # a comment that the lexer skips, number 749
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 749 } default: { $local[1] - $x } } }
}
function bench::f750(Integer $x, String $s = 'abc750', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 750, { 'k750' => "v${x}-750", 'n' => [1, 2, 0x2ee] }]
  # a comment that the lexer skips, number 750
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 750 } default: { $local[1] - $x } } }
}
$data750 = { 'name' => 'item750', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8], 'nested' => { 'a' => { 'b' => 750 } } }
function bench::f751(Integer $x, String $s = 'abc751', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 751, { 'k751' => "v${x}-751", 'n' => [2, 3, 0x2ef] }]
  # a comment that the lexer skips, number 751
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 751 } default: { $local[1] - $x } } }
}
function bench::f752(Integer $x, String $s = 'abc752', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 752, { 'k752' => "v${x}-752", 'n' => [3, 4, 0x2f0] }]
  # a comment that the lexer skips, number 752
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 752 } default: { $local[1] - $x } } }
}
function bench::f753(Integer $x, String $s = 'abc753', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 753, { 'k753' => "v${x}-753", 'n' => [4, 5, 0x2f1] }]
  # a comment that the lexer skips, number 753
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 753 } default: { $local[1] - $x } } }
}
function bench::f754(Integer $x, String $s = 'abc754', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 754, { 'k754' => "v${x}-754", 'n' => [5, 6, 0x2f2] }]
  # a comment that the lexer skips, number 754
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 754 } default: { $local[1] - $x } } }
}
function bench::f755(Integer $x, String $s = 'abc755', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 755, { 'k755' => "v${x}-755", 'n' => [6, 7, 0x2f3] }]
  # a comment that the lexer skips, number 755
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 755 } default: { $local[1] - $x } } }
}
function bench::f756(Integer $x, String $s = 'abc756', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 756, { 'k756' => "v${x}-756", 'n' => [0, 8, 0x2f4] }]
  # a comment that the lexer skips, number 756
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 756 } default: { $local[1] - $x } } }
}
function bench::f757(Integer $x, String $s = 'abc757', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 757, { 'k757' => "v${x}-757", 'n' => [1, 9, 0x2f5] }]
  # a comment that the lexer skips, number 757
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 757 } default: { $local[1] - $x } } }
}
function bench::f758(Integer $x, String $s = 'abc758', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 758, { 'k758' => "v${x}-758", 'n' => [2, 10, 0x2f6] }]
  # a comment that the lexer skips, number 758
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 758 } default: { $local[1] - $x } } }
}
function bench::f759(Integer $x, String $s = 'abc759', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 759, { 'k759' => "v${x}-759", 'n' => [3, 0, 0x2f7] }]
  # a comment that the lexer skips, number 759
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 759 } default: { $local[1] - $x } } }
}
function bench::f760(Integer $x, String $s = 'abc760', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 760, { 'k760' => "v${x}-760", 'n' => [4, 1, 0x2f8] }]
  # a comment that the lexer skips, number 760
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 760 } default: { $local[1] - $x } } }
}
$data760 = { 'name' => 'item760', 'list' => [0, 1, 2, 3, 4, 5], 'nested' => { 'a' => { 'b' => 760 } } }
function bench::f761(Integer $x, String $s = 'abc761', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 761, { 'k761' => "v${x}-761", 'n' => [5, 2, 0x2f9] }]
  # a comment that the lexer skips, number 761
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 761 } default: { $local[1] - $x } } }
}
function bench::f762(Integer $x, String $s = 'abc762', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 762, { 'k762' => "v${x}-762", 'n' => [6, 3, 0x2fa] }]
  # a comment that the lexer skips, number 762
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 762 } default: { $local[1] - $x } } }
}
function bench::f763(Integer $x, String $s = 'abc763', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 763, { 'k763' => "v${x}-763", 'n' => [0, 4, 0x2fb] }]
  # a comment that the lexer skips, number 763
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 763 } default: { $local[1] - $x } } }
}
function bench::f764(Integer $x, String $s = 'abc764', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 764, { 'k764' => "v${x}-764", 'n' => [1, 5, 0x2fc] }]
  # a comment that the lexer skips, number 764
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 764 } default: { $local[1] - $x } } }
}
function bench::f765(Integer $x, String $s = 'abc765', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 765, { 'k765' => "v${x}-765", 'n' => [2, 6, 0x2fd] }]
  # a comment that the lexer skips, number 765
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 765 } default: { $local[1] - $x } } }
}
function bench::f766(Integer $x, String $s = 'abc766', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 766, { 'k766' => "v${x}-766", 'n' => [3, 7, 0x2fe] }]
  # a comment that the lexer skips, number 766
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 766 } default: { $local[1] - $x } } }
}
function bench::f767(Integer $x, String $s = 'abc767', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 767, { 'k767' => "v${x}-767", 'n' => [4, 8, 0x2ff] }]
  # a comment that the lexer skips, number 767
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 767 } default: { $local[1] - $x } } }
}
function bench::f768(Integer $x, String $s = 'abc768', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 768, { 'k768' => "v${x}-768", 'n' => [5, 9, 0x300] }]
  # a comment that the lexer skips, number 768
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 768 } default: { $local[1] - $x } } }
}
function bench::f769(Integer $x, String $s = 'abc769', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 769, { 'k769' => "v${x}-769", 'n' => [6, 10, 0x301] }]
  # a comment that the lexer skips, number 769
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 769 } default: { $local[1] - $x } } }
}
function bench::f770(Integer $x, String $s = 'abc770', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 770, { 'k770' => "v${x}-770", 'n' => [0, 0, 0x302] }]
  # a comment that the lexer skips, number 770
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 770 } default: { $local[1] - $x } } }
}
$data770 = { 'name' => 'item770', 'list' => [0, 1, 2], 'nested' => { 'a' => { 'b' => 770 } } }
function bench::f771(Integer $x, String $s = 'abc771', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 771, { 'k771' => "v${x}-771", 'n' => [1, 1, 0x303] }]
  # a comment that the lexer skips, number 771
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 771 } default: { $local[1] - $x } } }
}
function bench::f772(Integer $x, String $s = 'abc772', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 772, { 'k772' => "v${x}-772", 'n' => [2, 2, 0x304] }]
  # a comment that the lexer skips, number 772
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 772 } default: { $local[1] - $x } } }
}
function bench::f773(Integer $x, String $s = 'abc773', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 773, { 'k773' => "v${x}-773", 'n' => [3, 3, 0x305] }]
  # a comment that the lexer skips, number 773
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 773 } default: { $local[1] - $x } } }
}
function bench::f774(Integer $x, String $s = 'abc774', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 774, { 'k774' => "v${x}-774", 'n' => [4, 4, 0x306] }]
  # a comment that the lexer skips, number 774
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 774 } default: { $local[1] - $x } } }
}
function bench::f775(Integer $x, String $s = 'abc775', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 775, { 'k775' => "v${x}-775", 'n' => [5, 5, 0x307] }]
  # a comment that the lexer skips, number 775
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 775 } default: { $local[1] - $x } } }
}
function bench::f776(Integer $x, String $s = 'abc776', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 776, { 'k776' => "v${x}-776", 'n' => [6, 6, 0x308] }]
  # a comment that the lexer skips, number 776
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 776 } default: { $local[1] - $x } } }
}
function bench::f777(Integer $x, String $s = 'abc777', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 777, { 'k777' => "v${x}-777", 'n' => [0, 7, 0x309] }]
  # a comment that the lexer skips, number 777
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 777 } default: { $local[1] - $x } } }
}
function bench::f778(Integer $x, String $s = 'abc778', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 778, { 'k778' => "v${x}-778", 'n' => [1, 8, 0x30a] }]
  # a comment that the lexer skips, number 778
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 778 } default: { $local[1] - $x } } }
}
function bench::f779(Integer $x, String $s = 'abc779', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 779, { 'k779' => "v${x}-779", 'n' => [2, 9, 0x30b] }]
  # a comment that the lexer skips, number 779
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 779 } default: { $local[1] - $x } } }
}
function bench::f780(Integer $x, String $s = 'abc780', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 780, { 'k780' => "v${x}-780", 'n' => [3, 10, 0x30c] }]
  # a comment that the lexer skips, number 780
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 780 } default: { $local[1] - $x } } }
}
$data780 = { 'name' => 'item780', 'list' => [], 'nested' => { 'a' => { 'b' => 780 } } }
function bench::f781(Integer $x, String $s = 'abc781', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 781, { 'k781' => "v${x}-781", 'n' => [4, 0, 0x30d] }]
  # a comment that the lexer skips, number 781
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 781 } default: { $local[1] - $x } } }
}
function bench::f782(Integer $x, String $s = 'abc782', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 782, { 'k782' => "v${x}-782", 'n' => [5, 1, 0x30e] }]
  # a comment that the lexer skips, number 782
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 782 } default: { $local[1] - $x } } }
}
function bench::f783(Integer $x, String $s = 'abc783', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 783, { 'k783' => "v${x}-783", 'n' => [6, 2, 0x30f] }]
  # a comment that the lexer skips, number 783
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 783 } default: { $local[1] - $x } } }
}
function bench::f784(Integer $x, String $s = 'abc784', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 784, { 'k784' => "v${x}-784", 'n' => [0, 3, 0x310] }]
  # a comment that the lexer skips, number 784
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 784 } default: { $local[1] - $x } } }
}
function bench::f785(Integer $x, String $s = 'abc785', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 785, { 'k785' => "v${x}-785", 'n' => [1, 4, 0x311] }]
  # a comment that the lexer skips, number 785
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 785 } default: { $local[1] - $x } } }
}
function bench::f786(Integer $x, String $s = 'abc786', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 786, { 'k786' => "v${x}-786", 'n' => [2, 5, 0x312] }]
  # a comment that the lexer skips, number 786
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 786 } default: { $local[1] - $x } } }
}
function bench::f787(Integer $x, String $s = 'abc787', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 787, { 'k787' => "v${x}-787", 'n' => [3, 6, 0x313] }]
  # a comment that the lexer skips, number 787
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 787 } default: { $local[1] - $x } } }
}
function bench::f788(Integer $x, String $s = 'abc788', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 788, { 'k788' => "v${x}-788", 'n' => [4, 7, 0x314] }]
  # a comment that the lexer skips, number 788
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 788 } default: { $local[1] - $x } } }
}
function bench::f789(Integer $x, String $s = 'abc789', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 789, { 'k789' => "v${x}-789", 'n' => [5, 8, 0x315] }]
  # a comment that the lexer skips, number 789
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 789 } default: { $local[1] - $x } } }
}
function bench::f790(Integer $x, String $s = 'abc790', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 790, { 'k790' => "v${x}-790", 'n' => [6, 9, 0x316] }]
  # a comment that the lexer skips, number 790
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 790 } default: { $local[1] - $x } } }
}
$data790 = { 'name' => 'item790', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'nested' => { 'a' => { 'b' => 790 } } }
function bench::f791(Integer $x, String $s = 'abc791', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 791, { 'k791' => "v${x}-791", 'n' => [0, 10, 0x317] }]
  # a comment that the lexer skips, number 791
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 791 } default: { $local[1] - $x } } }
}
function bench::f792(Integer $x, String $s = 'abc792', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 792, { 'k792' => "v${x}-792", 'n' => [1, 0, 0x318] }]
  # a comment that the lexer skips, number 792
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 792 } default: { $local[1] - $x } } }
}
function bench::f793(Integer $x, String $s = 'abc793', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 793, { 'k793' => "v${x}-793", 'n' => [2, 1, 0x319] }]
  # a comment that the lexer skips, number 793
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 793 } default: { $local[1] - $x } } }
}
function bench::f794(Integer $x, String $s = 'abc794', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 794, { 'k794' => "v${x}-794", 'n' => [3, 2, 0x31a] }]
  # a comment that the lexer skips, number 794
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 794 } default: { $local[1] - $x } } }
}
function bench::f795(Integer $x, String $s = 'abc795', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 795, { 'k795' => "v${x}-795", 'n' => [4, 3, 0x31b] }]
  # a comment that the lexer skips, number 795
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 795 } default: { $local[1] - $x } } }
}
function bench::f796(Integer $x, String $s = 'abc796', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 796, { 'k796' => "v${x}-796", 'n' => [5, 4, 0x31c] }]
  # a comment that the lexer skips, number 796
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 796 } default: { $local[1] - $x } } }
}
function bench::f797(Integer $x, String $s = 'abc797', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 797, { 'k797' => "v${x}-797", 'n' => [6, 5, 0x31d] }]
  # a comment that the lexer skips, number 797
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 797 } default: { $local[1] - $x } } }
}
function bench::f798(Integer $x, String $s = 'abc798', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 798, { 'k798' => "v${x}-798", 'n' => [0, 6, 0x31e] }]
  # a comment that the lexer skips, number 798
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 798 } default: { $local[1] - $x } } }
}
function bench::f799(Integer $x, String $s = 'abc799', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 799, { 'k799' => "v${x}-799", 'n' => [1, 7, 0x31f] }]
  # a comment that the lexer skips, number 799
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 799 } default: { $local[1] - $x } } }
}
function bench::f800(Integer $x, String $s = 'abc800', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 800, { 'k800' => "v${x}-800", 'n' => [2, 8, 0x320] }]
  # a comment that the lexer skips, number 800
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 800 } default: { $local[1] - $x } } }
}
$data800 = { 'name' => 'item800', 'list' => [0, 1, 2, 3, 4, 5, 6], 'nested' => { 'a' => { 'b' => 800 } } }
function bench::f801(Integer $x, String $s = 'abc801', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 801, { 'k801' => "v${x}-801", 'n' => [3, 9, 0x321] }]
  # a comment that the lexer skips, number 801
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 801 } default: { $local[1] - $x } } }
}
function bench::f802(Integer $x, String $s = 'abc802', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 802, { 'k802' => "v${x}-802", 'n' => [4, 10, 0x322] }]
  # a comment that the lexer skips, number 802
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 802 } default: { $local[1] - $x } } }
}
function bench::f803(Integer $x, String $s = 'abc803', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 803, { 'k803' => "v${x}-803", 'n' => [5, 0, 0x323] }]
  # a comment that the lexer skips, number 803
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 803 } default: { $local[1] - $x } } }
}
function bench::f804(Integer $x, String $s = 'abc804', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 804, { 'k804' => "v${x}-804", 'n' => [6, 1, 0x324] }]
  # a comment that the lexer skips, number 804
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 804 } default: { $local[1] - $x } } }
}
function bench::f805(Integer $x, String $s = 'abc805', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 805, { 'k805' => "v${x}-805", 'n' => [0, 2, 0x325] }]
  # a comment that the lexer skips, number 805
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 805 } default: { $local[1] - $x } } }
}
function bench::f806(Integer $x, String $s = 'abc806', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 806, { 'k806' => "v${x}-806", 'n' => [1, 3, 0x326] }]
  # a comment that the lexer skips, number 806
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 806 } default: { $local[1] - $x } } }
}
function bench::f807(Integer $x, String $s = 'abc807', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 807, { 'k807' => "v${x}-807", 'n' => [2, 4, 0x327] }]
  # a comment that the lexer skips, number 807
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 807 } default: { $local[1] - $x } } }
}
function bench::f808(Integer $x, String $s = 'abc808', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 808, { 'k808' => "v${x}-808", 'n' => [3, 5, 0x328] }]
  # a comment that the lexer skips, number 808
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 808 } default: { $local[1] - $x } } }
}
function bench::f809(Integer $x, String $s = 'abc809', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 809, { 'k809' => "v${x}-809", 'n' => [4, 6, 0x329] }]
  # a comment that the lexer skips, number 809
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 809 } default: { $local[1] - $x } } }
}
function bench::f810(Integer $x, String $s = 'abc810', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 810, { 'k810' => "v${x}-810", 'n' => [5, 7, 0x32a] }]
  # a comment that the lexer skips, number 810
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 810 } default: { $local[1] - $x } } }
}
$data810 = { 'name' => 'item810', 'list' => [0, 1, 2, 3], 'nested' => { 'a' => { 'b' => 810 } } }
function bench::f811(Integer $x, String $s = 'abc811', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 811, { 'k811' => "v${x}-811", 'n' => [6, 8, 0x32b] }]
  # a comment that the lexer skips, number 811
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 811 } default: { $local[1] - $x } } }
}
function bench::f812(Integer $x, String $s = 'abc812', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 812, { 'k812' => "v${x}-812", 'n' => [0, 9, 0x32c] }]
  # a comment that the lexer skips, number 812
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 812 } default: { $local[1] - $x } } }
}
function bench::f813(Integer $x, String $s = 'abc813', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 813, { 'k813' => "v${x}-813", 'n' => [1, 10, 0x32d] }]
  # a comment that the lexer skips, number 813
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 813 } default: { $local[1] - $x } } }
}
function bench::f814(Integer $x, String $s = 'abc814', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 814, { 'k814' => "v${x}-814", 'n' => [2, 0, 0x32e] }]
  # a comment that the lexer skips, number 814
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 814 } default: { $local[1] - $x } } }
}
function bench::f815(Integer $x, String $s = 'abc815', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 815, { 'k815' => "v${x}-815", 'n' => [3, 1, 0x32f] }]
  # a comment that the lexer skips, number 815
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 815 } default: { $local[1] - $x } } }
}
function bench::f816(Integer $x, String $s = 'abc816', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 816, { 'k816' => "v${x}-816", 'n' => [4, 2, 0x330] }]
  # a comment that the lexer skips, number 816
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 816 } default: { $local[1] - $x } } }
}
function bench::f817(Integer $x, String $s = 'abc817', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 817, { 'k817' => "v${x}-817", 'n' => [5, 3, 0x331] }]
  # a comment that the lexer skips, number 817
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 817 } default: { $local[1] - $x } } }
}
function bench::f818(Integer $x, String $s = 'abc818', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 818, { 'k818' => "v${x}-818", 'n' => [6, 4, 0x332] }]
  # a comment that the lexer skips, number 818
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 818 } default: { $local[1] - $x } } }
}
function bench::f819(Integer $x, String $s = 'abc819', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 819, { 'k819' => "v${x}-819", 'n' => [0, 5, 0x333] }]
  # a comment that the lexer skips, number 819
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 819 } default: { $local[1] - $x } } }
}
function bench::f820(Integer $x, String $s = 'abc820', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 820, { 'k820' => "v${x}-820", 'n' => [1, 6, 0x334] }]
  # a comment that the lexer skips, number 820
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 820 } default: { $local[1] - $x } } }
}
$data820 = { 'name' => 'item820', 'list' => [0], 'nested' => { 'a' => { 'b' => 820 } } }
function bench::f821(Integer $x, String $s = 'abc821', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 821, { 'k821' => "v${x}-821", 'n' => [2, 7, 0x335] }]
  # a comment that the lexer skips, number 821
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 821 } default: { $local[1] - $x } } }
}
function bench::f822(Integer $x, String $s = 'abc822', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 822, { 'k822' => "v${x}-822", 'n' => [3, 8, 0x336] }]
  # a comment that the lexer skips, number 822
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 822 } default: { $local[1] - $x } } }
}
function bench::f823(Integer $x, String $s = 'abc823', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 823, { 'k823' => "v${x}-823", 'n' => [4, 9, 0x337] }]
  # a comment that the lexer skips, number 823
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 823 } default: { $local[1] - $x } } }
}
function bench::f824(Integer $x, String $s = 'abc824', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 824, { 'k824' => "v${x}-824", 'n' => [5, 10, 0x338] }]
  # a comment that the lexer skips, number 824
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 824 } default: { $local[1] - $x } } }
}
function bench::f825(Integer $x, String $s = 'abc825', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 825, { 'k825' => "v${x}-825", 'n' => [6, 0, 0x339] }]
  # a comment that the lexer skips, number 825
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 825 } default: { $local[1] - $x } } }
}
function bench::f826(Integer $x, String $s = 'abc826', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 826, { 'k826' => "v${x}-826", 'n' => [0, 1, 0x33a] }]
  # a comment that the lexer skips, number 826
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 826 } default: { $local[1] - $x } } }
}
function bench::f827(Integer $x, String $s = 'abc827', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 827, { 'k827' => "v${x}-827", 'n' => [1, 2, 0x33b] }]
  # a comment that the lexer skips, number 827
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 827 } default: { $local[1] - $x } } }
}
function bench::f828(Integer $x, String $s = 'abc828', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 828, { 'k828' => "v${x}-828", 'n' => [2, 3, 0x33c] }]
  # a comment that the lexer skips, number 828
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 828 } default: { $local[1] - $x } } }
}
function bench::f829(Integer $x, String $s = 'abc829', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 829, { 'k829' => "v${x}-829", 'n' => [3, 4, 0x33d] }]
  # a comment that the lexer skips, number 829
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 829 } default: { $local[1] - $x } } }
}
function bench::f830(Integer $x, String $s = 'abc830', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 830, { 'k830' => "v${x}-830", 'n' => [4, 5, 0x33e] }]
  # a comment that the lexer skips, number 830
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 830 } default: { $local[1] - $x } } }
}
$data830 = { 'name' => 'item830', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'nested' => { 'a' => { 'b' => 830 } } }
function bench::f831(Integer $x, String $s = 'abc831', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 831, { 'k831' => "v${x}-831", 'n' => [5, 6, 0x33f] }]
  # a comment that the lexer skips, number 831
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 831 } default: { $local[1] - $x } } }
}
function bench::f832(Integer $x, String $s = 'abc832', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 832, { 'k832' => "v${x}-832", 'n' => [6, 7, 0x340] }]
  # a comment that the lexer skips, number 832
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 832 } default: { $local[1] - $x } } }
}
function bench::f833(Integer $x, String $s = 'abc833', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 833, { 'k833' => "v${x}-833", 'n' => [0, 8, 0x341] }]
  # a comment that the lexer skips, number 833
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 833 } default: { $local[1] - $x } } }
}
function bench::f834(Integer $x, String $s = 'abc834', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 834, { 'k834' => "v${x}-834", 'n' => [1, 9, 0x342] }]
  # a comment that the lexer skips, number 834
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 834 } default: { $local[1] - $x } } }
}
function bench::f835(Integer $x, String $s = 'abc835', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 835, { 'k835' => "v${x}-835", 'n' => [2, 10, 0x343] }]
  # a comment that the lexer skips, number 835
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 835 } default: { $local[1] - $x } } }
}
function bench::f836(Integer $x, String $s = 'abc836', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 836, { 'k836' => "v${x}-836", 'n' => [3, 0, 0x344] }]
  # a comment that the lexer skips, number 836
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 836 } default: { $local[1] - $x } } }
}
function bench::f837(Integer $x, String $s = 'abc837', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 837, { 'k837' => "v${x}-837", 'n' => [4, 1, 0x345] }]
  # a comment that the lexer skips, number 837
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 837 } default: { $local[1] - $x } } }
}
function bench::f838(Integer $x, String $s = 'abc838', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 838, { 'k838' => "v${x}-838", 'n' => [5, 2, 0x346] }]
  # a comment that the lexer skips, number 838
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 838 } default: { $local[1] - $x } } }
}
function bench::f839(Integer $x, String $s = 'abc839', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 839, { 'k839' => "v${x}-839", 'n' => [6, 3, 0x347] }]
  # a comment that the lexer skips, number 839
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 839 } default: { $local[1] - $x } } }
}
function bench::f840(Integer $x, String $s = 'abc840', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 840, { 'k840' => "v${x}-840", 'n' => [0, 4, 0x348] }]
  # a comment that the lexer skips, number 840
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 840 } default: { $local[1] - $x } } }
}
$data840 = { 'name' => 'item840', 'list' => [0, 1, 2, 3, 4, 5, 6, 7], 'nested' => { 'a' => { 'b' => 840 } } }
function bench::f841(Integer $x, String $s = 'abc841', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 841, { 'k841' => "v${x}-841", 'n' => [1, 5, 0x349] }]
  # a comment that the lexer skips, number 841
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 841 } default: { $local[1] - $x } } }
}
function bench::f842(Integer $x, String $s = 'abc842', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 842, { 'k842' => "v${x}-842", 'n' => [2, 6, 0x34a] }]
  # a comment that the lexer skips, number 842
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 842 } default: { $local[1] - $x } } }
}
function bench::f843(Integer $x, String $s = 'abc843', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 843, { 'k843' => "v${x}-843", 'n' => [3, 7, 0x34b] }]
  # a comment that the lexer skips, number 843
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 843 } default: { $local[1] - $x } } }
}
function bench::f844(Integer $x, String $s = 'abc844', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 844, { 'k844' => "v${x}-844", 'n' => [4, 8, 0x34c] }]
  # a comment that the lexer skips, number 844
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 844 } default: { $local[1] - $x } } }
}
function bench::f845(Integer $x, String $s = 'abc845', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 845, { 'k845' => "v${x}-845", 'n' => [5, 9, 0x34d] }]
  # a comment that the lexer skips, number 845
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 845 } default: { $local[1] - $x } } }
}
function bench::f846(Integer $x, String $s = 'abc846', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 846, { 'k846' => "v${x}-846", 'n' => [6, 10, 0x34e] }]
  # a comment that the lexer skips, number 846
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 846 } default: { $local[1] - $x } } }
}
function bench::f847(Integer $x, String $s = 'abc847', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 847, { 'k847' => "v${x}-847", 'n' => [0, 0, 0x34f] }]
  # a comment that the lexer skips, number 847
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 847 } default: { $local[1] - $x } } }
}
function bench::f848(Integer $x, String $s = 'abc848', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 848, { 'k848' => "v${x}-848", 'n' => [1, 1, 0x350] }]
  # a comment that the lexer skips, number 848
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 848 } default: { $local[1] - $x } } }
}
function bench::f849(Integer $x, String $s = 'abc849', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 849, { 'k849' => "v${x}-849", 'n' => [2, 2, 0x351] }]
  # a comment that the lexer skips, number 849
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 849 } default: { $local[1] - $x } } }
}
function bench::f850(Integer $x, String $s = 'abc850', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 850, { 'k850' => "v${x}-850", 'n' => [3, 3, 0x352] }]
  # a comment that the lexer skips, number 850
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 850 } default: { $local[1] - $x } } }
}
$data850 = { 'name' => 'item850', 'list' => [0, 1, 2, 3, 4], 'nested' => { 'a' => { 'b' => 850 } } }
function bench::f851(Integer $x, String $s = 'abc851', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 851, { 'k851' => "v${x}-851", 'n' => [4, 4, 0x353] }]
  # a comment that the lexer skips, number 851
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 851 } default: { $local[1] - $x } } }
}
function bench::f852(Integer $x, String $s = 'abc852', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 852, { 'k852' => "v${x}-852", 'n' => [5, 5, 0x354] }]
  # a comment that the lexer skips, number 852
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 852 } default: { $local[1] - $x } } }
}
function bench::f853(Integer $x, String $s = 'abc853', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 853, { 'k853' => "v${x}-853", 'n' => [6, 6, 0x355] }]
  # a comment that the lexer skips, number 853
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 853 } default: { $local[1] - $x } } }
}
function bench::f854(Integer $x, String $s = 'abc854', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 854, { 'k854' => "v${x}-854", 'n' => [0, 7, 0x356] }]
  # a comment that the lexer skips, number 854
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 854 } default: { $local[1] - $x } } }
}
function bench::f855(Integer $x, String $s = 'abc855', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 855, { 'k855' => "v${x}-855", 'n' => [1, 8, 0x357] }]
  # a comment that the lexer skips, number 855
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 855 } default: { $local[1] - $x } } }
}
function bench::f856(Integer $x, String $s = 'abc856', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 856, { 'k856' => "v${x}-856", 'n' => [2, 9, 0x358] }]
  # a comment that the lexer skips, number 856
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 856 } default: { $local[1] - $x } } }
}
function bench::f857(Integer $x, String $s = 'abc857', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 857, { 'k857' => "v${x}-857", 'n' => [3, 10, 0x359] }]
  # a comment that the lexer skips, number 857
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 857 } default: { $local[1] - $x } } }
}
function bench::f858(Integer $x, String $s = 'abc858', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 858, { 'k858' => "v${x}-858", 'n' => [4, 0, 0x35a] }]
  # a comment that the lexer skips, number 858
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 858 } default: { $local[1] - $x } } }
}
function bench::f859(Integer $x, String $s = 'abc859', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 859, { 'k859' => "v${x}-859", 'n' => [5, 1, 0x35b] }]
  # a comment that the lexer skips, number 859
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 859 } default: { $local[1] - $x } } }
}
function bench::f860(Integer $x, String $s = 'abc860', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 860, { 'k860' => "v${x}-860", 'n' => [6, 2, 0x35c] }]
  # a comment that the lexer skips, number 860
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 860 } default: { $local[1] - $x } } }
}
$data860 = { 'name' => 'item860', 'list' => [0, 1], 'nested' => { 'a' => { 'b' => 860 } } }
function bench::f861(Integer $x, String $s = 'abc861', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 861, { 'k861' => "v${x}-861", 'n' => [0, 3, 0x35d] }]
  # a comment that the lexer skips, number 861
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 861 } default: { $local[1] - $x } } }
}
function bench::f862(Integer $x, String $s = 'abc862', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 862, { 'k862' => "v${x}-862", 'n' => [1, 4, 0x35e] }]
  # a comment that the lexer skips, number 862
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 862 } default: { $local[1] - $x } } }
}
function bench::f863(Integer $x, String $s = 'abc863', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 863, { 'k863' => "v${x}-863", 'n' => [2, 5, 0x35f] }]
  # a comment that the lexer skips, number 863
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 863 } default: { $local[1] - $x } } }
}
function bench::f864(Integer $x, String $s = 'abc864', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 864, { 'k864' => "v${x}-864", 'n' => [3, 6, 0x360] }]
  # a comment that the lexer skips, number 864
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 864 } default: { $local[1] - $x } } }
}
function bench::f865(Integer $x, String $s = 'abc865', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 865, { 'k865' => "v${x}-865", 'n' => [4, 7, 0x361] }]
  # a comment that the lexer skips, number 865
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 865 } default: { $local[1] - $x } } }
}
function bench::f866(Integer $x, String $s = 'abc866', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 866, { 'k866' => "v${x}-866", 'n' => [5, 8, 0x362] }]
  # a comment that the lexer skips, number 866
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 866 } default: { $local[1] - $x } } }
}
function bench::f867(Integer $x, String $s = 'abc867', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 867, { 'k867' => "v${x}-867", 'n' => [6, 9, 0x363] }]
  # a comment that the lexer skips, number 867
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 867 } default: { $local[1] - $x } } }
}
function bench::f868(Integer $x, String $s = 'abc868', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 868, { 'k868' => "v${x}-868", 'n' => [0, 10, 0x364] }]
  # a comment that the lexer skips, number 868
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 868 } default: { $local[1] - $x } } }
}
function bench::f869(Integer $x, String $s = 'abc869', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 869, { 'k869' => "v${x}-869", 'n' => [1, 0, 0x365] }]
  # a comment that the lexer skips, number 869
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 869 } default: { $local[1] - $x } } }
}
function bench::f870(Integer $x, String $s = 'abc870', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 870, { 'k870' => "v${x}-870", 'n' => [2, 1, 0x366] }]
  # a comment that the lexer skips, number 870
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 870 } default: { $local[1] - $x } } }
}
$data870 = { 'name' => 'item870', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'nested' => { 'a' => { 'b' => 870 } } }
function bench::f871(Integer $x, String $s = 'abc871', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 871, { 'k871' => "v${x}-871", 'n' => [3, 2, 0x367] }]
  # a comment that the lexer skips, number 871
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 871 } default: { $local[1] - $x } } }
}
function bench::f872(Integer $x, String $s = 'abc872', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 872, { 'k872' => "v${x}-872", 'n' => [4, 3, 0x368] }]
  # a comment that the lexer skips, number 872
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 872 } default: { $local[1] - $x } } }
}
function bench::f873(Integer $x, String $s = 'abc873', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 873, { 'k873' => "v${x}-873", 'n' => [5, 4, 0x369] }]
  # a comment that the lexer skips, number 873
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 873 } default: { $local[1] - $x } } }
}
function bench::f874(Integer $x, String $s = 'abc874', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 874, { 'k874' => "v${x}-874", 'n' => [6, 5, 0x36a] }]
  # a comment that the lexer skips, number 874
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 874 } default: { $local[1] - $x } } }
}
function bench::f875(Integer $x, String $s = 'abc875', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 875, { 'k875' => "v${x}-875", 'n' => [0, 6, 0x36b] }]
  # a comment that the lexer skips, number 875
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 875 } default: { $local[1] - $x } } }
}
function bench::f876(Integer $x, String $s = 'abc876', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 876, { 'k876' => "v${x}-876", 'n' => [1, 7, 0x36c] }]
  # a comment that the lexer skips, number 876
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 876 } default: { $local[1] - $x } } }
}
function bench::f877(Integer $x, String $s = 'abc877', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 877, { 'k877' => "v${x}-877", 'n' => [2, 8, 0x36d] }]
  # a comment that the lexer skips, number 877
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 877 } default: { $local[1] - $x } } }
}
function bench::f878(Integer $x, String $s = 'abc878', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 878, { 'k878' => "v${x}-878", 'n' => [3, 9, 0x36e] }]
  # a comment that the lexer skips, number 878
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 878 } default: { $local[1] - $x } } }
}
function bench::f879(Integer $x, String $s = 'abc879', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 879, { 'k879' => "v${x}-879", 'n' => [4, 10, 0x36f] }]
  # a comment that the lexer skips, number 879
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 879 } default: { $local[1] - $x } } }
}
function bench::f880(Integer $x, String $s = 'abc880', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 880, { 'k880' => "v${x}-880", 'n' => [5, 0, 0x370] }]
  # a comment that the lexer skips, number 880
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 880 } default: { $local[1] - $x } } }
}
$data880 = { 'name' => 'item880', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8], 'nested' => { 'a' => { 'b' => 880 } } }
function bench::f881(Integer $x, String $s = 'abc881', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 881, { 'k881' => "v${x}-881", 'n' => [6, 1, 0x371] }]
  # a comment that the lexer skips, number 881
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 881 } default: { $local[1] - $x } } }
}
function bench::f882(Integer $x, String $s = 'abc882', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 882, { 'k882' => "v${x}-882", 'n' => [0, 2, 0x372] }]
  # a comment that the lexer skips, number 882
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 882 } default: { $local[1] - $x } } }
}
function bench::f883(Integer $x, String $s = 'abc883', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 883, { 'k883' => "v${x}-883", 'n' => [1, 3, 0x373] }]
  # a comment that the lexer skips, number 883
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 883 } default: { $local[1] - $x } } }
}
function bench::f884(Integer $x, String $s = 'abc884', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 884, { 'k884' => "v${x}-884", 'n' => [2, 4, 0x374] }]
  # a comment that the lexer skips, number 884
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 884 } default: { $local[1] - $x } } }
}
function bench::f885(Integer $x, String $s = 'abc885', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 885, { 'k885' => "v${x}-885", 'n' => [3, 5, 0x375] }]
  # a comment that the lexer skips, number 885
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 885 } default: { $local[1] - $x } } }
}
function bench::f886(Integer $x, String $s = 'abc886', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 886, { 'k886' => "v${x}-886", 'n' => [4, 6, 0x376] }]
  # a comment that the lexer skips, number 886
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 886 } default: { $local[1] - $x } } }
}
function bench::f887(Integer $x, String $s = 'abc887', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 887, { 'k887' => "v${x}-887", 'n' => [5, 7, 0x377] }]
  # a comment that the lexer skips, number 887
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 887 } default: { $local[1] - $x } } }
}
function bench::f888(Integer $x, String $s = 'abc888', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 888, { 'k888' => "v${x}-888", 'n' => [6, 8, 0x378] }]
  # a comment that the lexer skips, number 888
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 888 } default: { $local[1] - $x } } }
}
function bench::f889(Integer $x, String $s = 'abc889', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 889, { 'k889' => "v${x}-889", 'n' => [0, 9, 0x379] }]
  # a comment that the lexer skips, number 889
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 889 } default: { $local[1] - $x } } }
}
function bench::f890(Integer $x, String $s = 'abc890', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 890, { 'k890' => "v${x}-890", 'n' => [1, 10, 0x37a] }]
  # a comment that the lexer skips, number 890
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 890 } default: { $local[1] - $x } } }
}
$data890 = { 'name' => 'item890', 'list' => [0, 1, 2, 3, 4, 5], 'nested' => { 'a' => { 'b' => 890 } } }
function bench::f891(Integer $x, String $s = 'abc891', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 891, { 'k891' => "v${x}-891", 'n' => [2, 0, 0x37b] }]
  # a comment that the lexer skips, number 891
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 891 } default: { $local[1] - $x } } }
}
function bench::f892(Integer $x, String $s = 'abc892', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 892, { 'k892' => "v${x}-892", 'n' => [3, 1, 0x37c] }]
  # a comment that the lexer skips, number 892
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 892 } default: { $local[1] - $x } } }
}
function bench::f893(Integer $x, String $s = 'abc893', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 893, { 'k893' => "v${x}-893", 'n' => [4, 2, 0x37d] }]
  # a comment that the lexer skips, number 893
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 893 } default: { $local[1] - $x } } }
}
function bench::f894(Integer $x, String $s = 'abc894', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 894, { 'k894' => "v${x}-894", 'n' => [5, 3, 0x37e] }]
  # a comment that the lexer skips, number 894
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 894 } default: { $local[1] - $x } } }
}
function bench::f895(Integer $x, String $s = 'abc895', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 895, { 'k895' => "v${x}-895", 'n' => [6, 4, 0x37f] }]
  # a comment that the lexer skips, number 895
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 895 } default: { $local[1] - $x } } }
}
function bench::f896(Integer $x, String $s = 'abc896', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 896, { 'k896' => "v${x}-896", 'n' => [0, 5, 0x380] }]
  # a comment that the lexer skips, number 896
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 896 } default: { $local[1] - $x } } }
}
function bench::f897(Integer $x, String $s = 'abc897', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 897, { 'k897' => "v${x}-897", 'n' => [1, 6, 0x381] }]
  # a comment that the lexer skips, number 897
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 897 } default: { $local[1] - $x } } }
}
function bench::f898(Integer $x, String $s = 'abc898', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 898, { 'k898' => "v${x}-898", 'n' => [2, 7, 0x382] }]
  # a comment that the lexer skips, number 898
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 898 } default: { $local[1] - $x } } }
}
function bench::f899(Integer $x, String $s = 'abc899', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 899, { 'k899' => "v${x}-899", 'n' => [3, 8, 0x383] }]
  # a comment that the lexer skips, number 899
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 899 } default: { $local[1] - $x } } }
}
function bench::f900(Integer $x, String $s = 'abc900', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 900, { 'k900' => "v${x}-900", 'n' => [4, 9, 0x384] }]
  # a comment that the lexer skips, number 900
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 900 } default: { $local[1] - $x } } }
}
$data900 = { 'name' => 'item900', 'list' => [0, 1, 2], 'nested' => { 'a' => { 'b' => 900 } } }
function bench::f901(Integer $x, String $s = 'abc901', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 901, { 'k901' => "v${x}-901", 'n' => [5, 10, 0x385] }]
  # a comment that the lexer skips, number 901
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 901 } default: { $local[1] - $x } } }
}
function bench::f902(Integer $x, String $s = 'abc902', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 902, { 'k902' => "v${x}-902", 'n' => [6, 0, 0x386] }]
  # a comment that the lexer skips, number 902
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 902 } default: { $local[1] - $x } } }
}
function bench::f903(Integer $x, String $s = 'abc903', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 903, { 'k903' => "v${x}-903", 'n' => [0, 1, 0x387] }]
  # a comment that the lexer skips, number 903
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 903 } default: { $local[1] - $x } } }
}
function bench::f904(Integer $x, String $s = 'abc904', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 904, { 'k904' => "v${x}-904", 'n' => [1, 2, 0x388] }]
  # a comment that the lexer skips, number 904
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 904 } default: { $local[1] - $x } } }
}
function bench::f905(Integer $x, String $s = 'abc905', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 905, { 'k905' => "v${x}-905", 'n' => [2, 3, 0x389] }]
  # a comment that the lexer skips, number 905
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 905 } default: { $local[1] - $x } } }
}
function bench::f906(Integer $x, String $s = 'abc906', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 906, { 'k906' => "v${x}-906", 'n' => [3, 4, 0x38a] }]
  # a comment that the lexer skips, number 906
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 906 } default: { $local[1] - $x } } }
}
function bench::f907(Integer $x, String $s = 'abc907', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 907, { 'k907' => "v${x}-907", 'n' => [4, 5, 0x38b] }]
  # a comment that the lexer skips, number 907
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 907 } default: { $local[1] - $x } } }
}
function bench::f908(Integer $x, String $s = 'abc908', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 908, { 'k908' => "v${x}-908", 'n' => [5, 6, 0x38c] }]
  # a comment that the lexer skips, number 908
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 908 } default: { $local[1] - $x } } }
}
function bench::f909(Integer $x, String $s = 'abc909', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 909, { 'k909' => "v${x}-909", 'n' => [6, 7, 0x38d] }]
  # a comment that the lexer skips, number 909
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 909 } default: { $local[1] - $x } } }
}
function bench::f910(Integer $x, String $s = 'abc910', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 910, { 'k910' => "v${x}-910", 'n' => [0, 8, 0x38e] }]
  # a comment that the lexer skips, number 910
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 910 } default: { $local[1] - $x } } }
}
$data910 = { 'name' => 'item910', 'list' => [], 'nested' => { 'a' => { 'b' => 910 } } }
function bench::f911(Integer $x, String $s = 'abc911', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 911, { 'k911' => "v${x}-911", 'n' => [1, 9, 0x38f] }]
  # a comment that the lexer skips, number 911
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 911 } default: { $local[1] - $x } } }
}
function bench::f912(Integer $x, String $s = 'abc912', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 912, { 'k912' => "v${x}-912", 'n' => [2, 10, 0x390] }]
  # a comment that the lexer skips, number 912
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 912 } default: { $local[1] - $x } } }
}
function bench::f913(Integer $x, String $s = 'abc913', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 913, { 'k913' => "v${x}-913", 'n' => [3, 0, 0x391] }]
  # a comment that the lexer skips, number 913
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 913 } default: { $local[1] - $x } } }
}
function bench::f914(Integer $x, String $s = 'abc914', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 914, { 'k914' => "v${x}-914", 'n' => [4, 1, 0x392] }]
  # a comment that the lexer skips, number 914
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 914 } default: { $local[1] - $x } } }
}
function bench::f915(Integer $x, String $s = 'abc915', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 915, { 'k915' => "v${x}-915", 'n' => [5, 2, 0x393] }]
  # a comment that the lexer skips, number 915
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 915 } default: { $local[1] - $x } } }
}
function bench::f916(Integer $x, String $s = 'abc916', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 916, { 'k916' => "v${x}-916", 'n' => [6, 3, 0x394] }]
  # a comment that the lexer skips, number 916
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 916 } default: { $local[1] - $x } } }
}
function bench::f917(Integer $x, String $s = 'abc917', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 917, { 'k917' => "v${x}-917", 'n' => [0, 4, 0x395] }]
  # a comment that the lexer skips, number 917
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 917 } default: { $local[1] - $x } } }
}
function bench::f918(Integer $x, String $s = 'abc918', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 918, { 'k918' => "v${x}-918", 'n' => [1, 5, 0x396] }]
  # a comment that the lexer skips, number 918
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 918 } default: { $local[1] - $x } } }
}
function bench::f919(Integer $x, String $s = 'abc919', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 919, { 'k919' => "v${x}-919", 'n' => [2, 6, 0x397] }]
  # a comment that the lexer skips, number 919
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 919 } default: { $local[1] - $x } } }
}
function bench::f920(Integer $x, String $s = 'abc920', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 920, { 'k920' => "v${x}-920", 'n' => [3, 7, 0x398] }]
  # a comment that the lexer skips, number 920
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 920 } default: { $local[1] - $x } } }
}
$data920 = { 'name' => 'item920', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'nested' => { 'a' => { 'b' => 920 } } }
function bench::f921(Integer $x, String $s = 'abc921', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 921, { 'k921' => "v${x}-921", 'n' => [4, 8, 0x399] }]
  # a comment that the lexer skips, number 921
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 921 } default: { $local[1] - $x } } }
}
function bench::f922(Integer $x, String $s = 'abc922', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 922, { 'k922' => "v${x}-922", 'n' => [5, 9, 0x39a] }]
  # a comment that the lexer skips, number 922
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 922 } default: { $local[1] - $x } } }
}
function bench::f923(Integer $x, String $s = 'abc923', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 923, { 'k923' => "v${x}-923", 'n' => [6, 10, 0x39b] }]
  # a comment that the lexer skips, number 923
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 923 } default: { $local[1] - $x } } }
}
function bench::f924(Integer $x, String $s = 'abc924', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 924, { 'k924' => "v${x}-924", 'n' => [0, 0, 0x39c] }]
  # a comment that the lexer skips, number 924
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 924 } default: { $local[1] - $x } } }
}
function bench::f925(Integer $x, String $s = 'abc925', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 925, { 'k925' => "v${x}-925", 'n' => [1, 1, 0x39d] }]
  # a comment that the lexer skips, number 925
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 925 } default: { $local[1] - $x } } }
}
function bench::f926(Integer $x, String $s = 'abc926', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 926, { 'k926' => "v${x}-926", 'n' => [2, 2, 0x39e] }]
  # a comment that the lexer skips, number 926
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 926 } default: { $local[1] - $x } } }
}
function bench::f927(Integer $x, String $s = 'abc927', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 927, { 'k927' => "v${x}-927", 'n' => [3, 3, 0x39f] }]
  # a comment that the lexer skips, number 927
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 927 } default: { $local[1] - $x } } }
}
function bench::f928(Integer $x, String $s = 'abc928', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 928, { 'k928' => "v${x}-928", 'n' => [4, 4, 0x3a0] }]
  # a comment that the lexer skips, number 928
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 928 } default: { $local[1] - $x } } }
}
function bench::f929(Integer $x, String $s = 'abc929', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 929, { 'k929' => "v${x}-929", 'n' => [5, 5, 0x3a1] }]
  # a comment that the lexer skips, number 929
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 929 } default: { $local[1] - $x } } }
}
function bench::f930(Integer $x, String $s = 'abc930', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 930, { 'k930' => "v${x}-930", 'n' => [6, 6, 0x3a2] }]
  # a comment that the lexer skips, number 930
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 930 } default: { $local[1] - $x } } }
}
$data930 = { 'name' => 'item930', 'list' => [0, 1, 2, 3, 4, 5, 6], 'nested' => { 'a' => { 'b' => 930 } } }
function bench::f931(Integer $x, String $s = 'abc931', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 931, { 'k931' => "v${x}-931", 'n' => [0, 7, 0x3a3] }]
  # a comment that the lexer skips, number 931
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 931 } default: { $local[1] - $x } } }
}
function bench::f932(Integer $x, String $s = 'abc932', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 932, { 'k932' => "v${x}-932", 'n' => [1, 8, 0x3a4] }]
  # a comment that the lexer skips, number 932
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 932 } default: { $local[1] - $x } } }
}
function bench::f933(Integer $x, String $s = 'abc933', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 933, { 'k933' => "v${x}-933", 'n' => [2, 9, 0x3a5] }]
  # a comment that the lexer skips, number 933
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 933 } default: { $local[1] - $x } } }
}
function bench::f934(Integer $x, String $s = 'abc934', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 934, { 'k934' => "v${x}-934", 'n' => [3, 10, 0x3a6] }]
  # a comment that the lexer skips, number 934
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 934 } default: { $local[1] - $x } } }
}
function bench::f935(Integer $x, String $s = 'abc935', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 935, { 'k935' => "v${x}-935", 'n' => [4, 0, 0x3a7] }]
  # a comment that the lexer skips, number 935
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 935 } default: { $local[1] - $x } } }
}
function bench::f936(Integer $x, String $s = 'abc936', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 936, { 'k936' => "v${x}-936", 'n' => [5, 1, 0x3a8] }]
  # a comment that the lexer skips, number 936
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 936 } default: { $local[1] - $x } } }
}
function bench::f937(Integer $x, String $s = 'abc937', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 937, { 'k937' => "v${x}-937", 'n' => [6, 2, 0x3a9] }]
  # a comment that the lexer skips, number 937
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 937 } default: { $local[1] - $x } } }
}
function bench::f938(Integer $x, String $s = 'abc938', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 938, { 'k938' => "v${x}-938", 'n' => [0, 3, 0x3aa] }]
  # a comment that the lexer skips, number 938
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 938 } default: { $local[1] - $x } } }
}
function bench::f939(Integer $x, String $s = 'abc939', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 939, { 'k939' => "v${x}-939", 'n' => [1, 4, 0x3ab] }]
  # a comment that the lexer skips, number 939
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 939 } default: { $local[1] - $x } } }
}
function bench::f940(Integer $x, String $s = 'abc940', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 940, { 'k940' => "v${x}-940", 'n' => [2, 5, 0x3ac] }]
  # a comment that the lexer skips, number 940
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 940 } default: { $local[1] - $x } } }
}
$data940 = { 'name' => 'item940', 'list' => [0, 1, 2, 3], 'nested' => { 'a' => { 'b' => 940 } } }
function bench::f941(Integer $x, String $s = 'abc941', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 941, { 'k941' => "v${x}-941", 'n' => [3, 6, 0x3ad] }]
  # a comment that the lexer skips, number 941
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 941 } default: { $local[1] - $x } } }
}
function bench::f942(Integer $x, String $s = 'abc942', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 942, { 'k942' => "v${x}-942", 'n' => [4, 7, 0x3ae] }]
  # a comment that the lexer skips, number 942
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 942 } default: { $local[1] - $x } } }
}
function bench::f943(Integer $x, String $s = 'abc943', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 943, { 'k943' => "v${x}-943", 'n' => [5, 8, 0x3af] }]
  # a comment that the lexer skips, number 943
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 943 } default: { $local[1] - $x } } }
}
function bench::f944(Integer $x, String $s = 'abc944', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 944, { 'k944' => "v${x}-944", 'n' => [6, 9, 0x3b0] }]
  # a comment that the lexer skips, number 944
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 944 } default: { $local[1] - $x } } }
}
function bench::f945(Integer $x, String $s = 'abc945', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 945, { 'k945' => "v${x}-945", 'n' => [0, 10, 0x3b1] }]
  # a comment that the lexer skips, number 945
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 945 } default: { $local[1] - $x } } }
}
function bench::f946(Integer $x, String $s = 'abc946', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 946, { 'k946' => "v${x}-946", 'n' => [1, 0, 0x3b2] }]
  # a comment that the lexer skips, number 946
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 946 } default: { $local[1] - $x } } }
}
function bench::f947(Integer $x, String $s = 'abc947', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 947, { 'k947' => "v${x}-947", 'n' => [2, 1, 0x3b3] }]
  # a comment that the lexer skips, number 947
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 947 } default: { $local[1] - $x } } }
}
function bench::f948(Integer $x, String $s = 'abc948', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 948, { 'k948' => "v${x}-948", 'n' => [3, 2, 0x3b4] }]
  # a comment that the lexer skips, number 948
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 948 } default: { $local[1] - $x } } }
}
function bench::f949(Integer $x, String $s = 'abc949', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 949, { 'k949' => "v${x}-949", 'n' => [4, 3, 0x3b5] }]
  # a comment that the lexer skips, number 949
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 949 } default: { $local[1] - $x } } }
}
function bench::f950(Integer $x, String $s = 'abc950', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 950, { 'k950' => "v${x}-950", 'n' => [5, 4, 0x3b6] }]
  # a comment that the lexer skips, number 950
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 950 } default: { $local[1] - $x } } }
}
$data950 = { 'name' => 'item950', 'list' => [0], 'nested' => { 'a' => { 'b' => 950 } } }
function bench::f951(Integer $x, String $s = 'abc951', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 951, { 'k951' => "v${x}-951", 'n' => [6, 5, 0x3b7] }]
  # a comment that the lexer skips, number 951
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 951 } default: { $local[1] - $x } } }
}
function bench::f952(Integer $x, String $s = 'abc952', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 952, { 'k952' => "v${x}-952", 'n' => [0, 6, 0x3b8] }]
  # a comment that the lexer skips, number 952
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 952 } default: { $local[1] - $x } } }
}
function bench::f953(Integer $x, String $s = 'abc953', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 953, { 'k953' => "v${x}-953", 'n' => [1, 7, 0x3b9] }]
  # a comment that the lexer skips, number 953
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 953 } default: { $local[1] - $x } } }
}
function bench::f954(Integer $x, String $s = 'abc954', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 954, { 'k954' => "v${x}-954", 'n' => [2, 8, 0x3ba] }]
  # a comment that the lexer skips, number 954
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 954 } default: { $local[1] - $x } } }
}
function bench::f955(Integer $x, String $s = 'abc955', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 955, { 'k955' => "v${x}-955", 'n' => [3, 9, 0x3bb] }]
  # a comment that the lexer skips, number 955
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 955 } default: { $local[1] - $x } } }
}
function bench::f956(Integer $x, String $s = 'abc956', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 956, { 'k956' => "v${x}-956", 'n' => [4, 10, 0x3bc] }]
  # a comment that the lexer skips, number 956
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 956 } default: { $local[1] - $x } } }
}
function bench::f957(Integer $x, String $s = 'abc957', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 957, { 'k957' => "v${x}-957", 'n' => [5, 0, 0x3bd] }]
  # a comment that the lexer skips, number 957
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 957 } default: { $local[1] - $x } } }
}
function bench::f958(Integer $x, String $s = 'abc958', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 958, { 'k958' => "v${x}-958", 'n' => [6, 1, 0x3be] }]
  # a comment that the lexer skips, number 958
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 958 } default: { $local[1] - $x } } }
}
function bench::f959(Integer $x, String $s = 'abc959', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 959, { 'k959' => "v${x}-959", 'n' => [0, 2, 0x3bf] }]
  # a comment that the lexer skips, number 959
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 959 } default: { $local[1] - $x } } }
}
function bench::f960(Integer $x, String $s = 'abc960', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 960, { 'k960' => "v${x}-960", 'n' => [1, 3, 0x3c0] }]
  # a comment that the lexer skips, number 960
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 960 } default: { $local[1] - $x } } }
}
$data960 = { 'name' => 'item960', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'nested' => { 'a' => { 'b' => 960 } } }
function bench::f961(Integer $x, String $s = 'abc961', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 961, { 'k961' => "v${x}-961", 'n' => [2, 4, 0x3c1] }]
  # a comment that the lexer skips, number 961
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 961 } default: { $local[1] - $x } } }
}
function bench::f962(Integer $x, String $s = 'abc962', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 962, { 'k962' => "v${x}-962", 'n' => [3, 5, 0x3c2] }]
  # a comment that the lexer skips, number 962
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 962 } default: { $local[1] - $x } } }
}
function bench::f963(Integer $x, String $s = 'abc963', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 963, { 'k963' => "v${x}-963", 'n' => [4, 6, 0x3c3] }]
  # a comment that the lexer skips, number 963
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 963 } default: { $local[1] - $x } } }
}
function bench::f964(Integer $x, String $s = 'abc964', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 964, { 'k964' => "v${x}-964", 'n' => [5, 7, 0x3c4] }]
  # a comment that the lexer skips, number 964
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 964 } default: { $local[1] - $x } } }
}
function bench::f965(Integer $x, String $s = 'abc965', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 965, { 'k965' => "v${x}-965", 'n' => [6, 8, 0x3c5] }]
  # a comment that the lexer skips, number 965
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 965 } default: { $local[1] - $x } } }
}
function bench::f966(Integer $x, String $s = 'abc966', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 966, { 'k966' => "v${x}-966", 'n' => [0, 9, 0x3c6] }]
  # a comment that the lexer skips, number 966
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 966 } default: { $local[1] - $x } } }
}
function bench::f967(Integer $x, String $s = 'abc967', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 967, { 'k967' => "v${x}-967", 'n' => [1, 10, 0x3c7] }]
  # a comment that the lexer skips, number 967
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 967 } default: { $local[1] - $x } } }
}
function bench::f968(Integer $x, String $s = 'abc968', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 968, { 'k968' => "v${x}-968", 'n' => [2, 0, 0x3c8] }]
  # a comment that the lexer skips, number 968
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 968 } default: { $local[1] - $x } } }
}
function bench::f969(Integer $x, String $s = 'abc969', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 969, { 'k969' => "v${x}-969", 'n' => [3, 1, 0x3c9] }]
  # a comment that the lexer skips, number 969
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 969 } default: { $local[1] - $x } } }
}
function bench::f970(Integer $x, String $s = 'abc970', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 970, { 'k970' => "v${x}-970", 'n' => [4, 2, 0x3ca] }]
  # a comment that the lexer skips, number 970
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 970 } default: { $local[1] - $x } } }
}
$data970 = { 'name' => 'item970', 'list' => [0, 1, 2, 3, 4, 5, 6, 7], 'nested' => { 'a' => { 'b' => 970 } } }
function bench::f971(Integer $x, String $s = 'abc971', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 971, { 'k971' => "v${x}-971", 'n' => [5, 3, 0x3cb] }]
  # a comment that the lexer skips, number 971
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 971 } default: { $local[1] - $x } } }
}
function bench::f972(Integer $x, String $s = 'abc972', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 972, { 'k972' => "v${x}-972", 'n' => [6, 4, 0x3cc] }]
  # a comment that the lexer skips, number 972
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 972 } default: { $local[1] - $x } } }
}
function bench::f973(Integer $x, String $s = 'abc973', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 973, { 'k973' => "v${x}-973", 'n' => [0, 5, 0x3cd] }]
  # a comment that the lexer skips, number 973
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 973 } default: { $local[1] - $x } } }
}
function bench::f974(Integer $x, String $s = 'abc974', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 974, { 'k974' => "v${x}-974", 'n' => [1, 6, 0x3ce] }]
  # a comment that the lexer skips, number 974
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 974 } default: { $local[1] - $x } } }
}
function bench::f975(Integer $x, String $s = 'abc975', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 975, { 'k975' => "v${x}-975", 'n' => [2, 7, 0x3cf] }]
  # a comment that the lexer skips, number 975
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 975 } default: { $local[1] - $x } } }
}
function bench::f976(Integer $x, String $s = 'abc976', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 976, { 'k976' => "v${x}-976", 'n' => [3, 8, 0x3d0] }]
  # a comment that the lexer skips, number 976
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 976 } default: { $local[1] - $x } } }
}
function bench::f977(Integer $x, String $s = 'abc977', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 977, { 'k977' => "v${x}-977", 'n' => [4, 9, 0x3d1] }]
  # a comment that the lexer skips, number 977
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 977 } default: { $local[1] - $x } } }
}
function bench::f978(Integer $x, String $s = 'abc978', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 978, { 'k978' => "v${x}-978", 'n' => [5, 10, 0x3d2] }]
  # a comment that the lexer skips, number 978
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 978 } default: { $local[1] - $x } } }
}
function bench::f979(Integer $x, String $s = 'abc979', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 979, { 'k979' => "v${x}-979", 'n' => [6, 0, 0x3d3] }]
  # a comment that the lexer skips, number 979
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 979 } default: { $local[1] - $x } } }
}
function bench::f980(Integer $x, String $s = 'abc980', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 980, { 'k980' => "v${x}-980", 'n' => [0, 1, 0x3d4] }]
  # a comment that the lexer skips, number 980
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 980 } default: { $local[1] - $x } } }
}
$data980 = { 'name' => 'item980', 'list' => [0, 1, 2, 3, 4], 'nested' => { 'a' => { 'b' => 980 } } }
function bench::f981(Integer $x, String $s = 'abc981', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 981, { 'k981' => "v${x}-981", 'n' => [1, 2, 0x3d5] }]
  # a comment that the lexer skips, number 981
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 981 } default: { $local[1] - $x } } }
}
function bench::f982(Integer $x, String $s = 'abc982', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 982, { 'k982' => "v${x}-982", 'n' => [2, 3, 0x3d6] }]
  # a comment that the lexer skips, number 982
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 982 } default: { $local[1] - $x } } }
}
function bench::f983(Integer $x, String $s = 'abc983', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 983, { 'k983' => "v${x}-983", 'n' => [3, 4, 0x3d7] }]
  # a comment that the lexer skips, number 983
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 983 } default: { $local[1] - $x } } }
}
function bench::f984(Integer $x, String $s = 'abc984', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 984, { 'k984' => "v${x}-984", 'n' => [4, 5, 0x3d8] }]
  # a comment that the lexer skips, number 984
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 984 } default: { $local[1] - $x } } }
}
function bench::f985(Integer $x, String $s = 'abc985', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 985, { 'k985' => "v${x}-985", 'n' => [5, 6, 0x3d9] }]
  # a comment that the lexer skips, number 985
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 985 } default: { $local[1] - $x } } }
}
function bench::f986(Integer $x, String $s = 'abc986', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 986, { 'k986' => "v${x}-986", 'n' => [6, 7, 0x3da] }]
  # a comment that the lexer skips, number 986
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 986 } default: { $local[1] - $x } } }
}
function bench::f987(Integer $x, String $s = 'abc987', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 987, { 'k987' => "v${x}-987", 'n' => [0, 8, 0x3db] }]
  # a comment that the lexer skips, number 987
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 987 } default: { $local[1] - $x } } }
}
function bench::f988(Integer $x, String $s = 'abc988', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 988, { 'k988' => "v${x}-988", 'n' => [1, 9, 0x3dc] }]
  # a comment that the lexer skips, number 988
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 988 } default: { $local[1] - $x } } }
}
function bench::f989(Integer $x, String $s = 'abc989', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 989, { 'k989' => "v${x}-989", 'n' => [2, 10, 0x3dd] }]
  # a comment that the lexer skips, number 989
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 989 } default: { $local[1] - $x } } }
}
function bench::f990(Integer $x, String $s = 'abc990', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 990, { 'k990' => "v${x}-990", 'n' => [3, 0, 0x3de] }]
  # a comment that the lexer skips, number 990
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 990 } default: { $local[1] - $x } } }
}
$data990 = { 'name' => 'item990', 'list' => [0, 1], 'nested' => { 'a' => { 'b' => 990 } } }
function bench::f991(Integer $x, String $s = 'abc991', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 991, { 'k991' => "v${x}-991", 'n' => [4, 1, 0x3df] }]
  # a comment that the lexer skips, number 991
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 991 } default: { $local[1] - $x } } }
}
function bench::f992(Integer $x, String $s = 'abc992', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 992, { 'k992' => "v${x}-992", 'n' => [5, 2, 0x3e0] }]
  # a comment that the lexer skips, number 992
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 992 } default: { $local[1] - $x } } }
}
function bench::f993(Integer $x, String $s = 'abc993', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 993, { 'k993' => "v${x}-993", 'n' => [6, 3, 0x3e1] }]
  # a comment that the lexer skips, number 993
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 993 } default: { $local[1] - $x } } }
}
function bench::f994(Integer $x, String $s = 'abc994', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 994, { 'k994' => "v${x}-994", 'n' => [0, 4, 0x3e2] }]
  # a comment that the lexer skips, number 994
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 994 } default: { $local[1] - $x } } }
}
function bench::f995(Integer $x, String $s = 'abc995', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 995, { 'k995' => "v${x}-995", 'n' => [1, 5, 0x3e3] }]
  # a comment that the lexer skips, number 995
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 995 } default: { $local[1] - $x } } }
}
function bench::f996(Integer $x, String $s = 'abc996', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 996, { 'k996' => "v${x}-996", 'n' => [2, 6, 0x3e4] }]
  # a comment that the lexer skips, number 996
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 996 } default: { $local[1] - $x } } }
}
function bench::f997(Integer $x, String $s = 'abc997', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 997, { 'k997' => "v${x}-997", 'n' => [3, 7, 0x3e5] }]
  # a comment that the lexer skips, number 997
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 997 } default: { $local[1] - $x } } }
}
function bench::f998(Integer $x, String $s = 'abc998', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 998, { 'k998' => "v${x}-998", 'n' => [4, 8, 0x3e6] }]
  # a comment that the lexer skips, number 998
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 998 } default: { $local[1] - $x } } }
}
function bench::f999(Integer $x, String $s = 'abc999', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 999, { 'k999' => "v${x}-999", 'n' => [5, 9, 0x3e7] }]
  # a comment that the lexer skips, number 999
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 999 } default: { $local[1] - $x } } }
}
function bench::f1000(Integer $x, String $s = 'abc1000', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1000, { 'k1000' => "v${x}-1000", 'n' => [6, 10, 0x3e8] }]
  # a comment that the lexer skips, number 1000
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1000 } default: { $local[1] - $x } } }
}
$data1000 = { 'name' => 'item1000', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'nested' => { 'a' => { 'b' => 1000 } } }
function bench::f1001(Integer $x, String $s = 'abc1001', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1001, { 'k1001' => "v${x}-1001", 'n' => [0, 0, 0x3e9] }]
  # a comment that the lexer skips, number 1001
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1001 } default: { $local[1] - $x } } }
}
function bench::f1002(Integer $x, String $s = 'abc1002', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1002, { 'k1002' => "v${x}-1002", 'n' => [1, 1, 0x3ea] }]
  # a comment that the lexer skips, number 1002
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1002 } default: { $local[1] - $x } } }
}
function bench::f1003(Integer $x, String $s = 'abc1003', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1003, { 'k1003' => "v${x}-1003", 'n' => [2, 2, 0x3eb] }]
  # a comment that the lexer skips, number 1003
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1003 } default: { $local[1] - $x } } }
}
function bench::f1004(Integer $x, String $s = 'abc1004', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1004, { 'k1004' => "v${x}-1004", 'n' => [3, 3, 0x3ec] }]
  # a comment that the lexer skips, number 1004
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1004 } default: { $local[1] - $x } } }
}
function bench::f1005(Integer $x, String $s = 'abc1005', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1005, { 'k1005' => "v${x}-1005", 'n' => [4, 4, 0x3ed] }]
  # a comment that the lexer skips, number 1005
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1005 } default: { $local[1] - $x } } }
}
function bench::f1006(Integer $x, String $s = 'abc1006', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1006, { 'k1006' => "v${x}-1006", 'n' => [5, 5, 0x3ee] }]
  # a comment that the lexer skips, number 1006
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1006 } default: { $local[1] - $x } } }
}
function bench::f1007(Integer $x, String $s = 'abc1007', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1007, { 'k1007' => "v${x}-1007", 'n' => [6, 6, 0x3ef] }]
  # a comment that the lexer skips, number 1007
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1007 } default: { $local[1] - $x } } }
}
function bench::f1008(Integer $x, String $s = 'abc1008', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1008, { 'k1008' => "v${x}-1008", 'n' => [0, 7, 0x3f0] }]
  # a comment that the lexer skips, number 1008
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1008 } default: { $local[1] - $x } } }
}
function bench::f1009(Integer $x, String $s = 'abc1009', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1009, { 'k1009' => "v${x}-1009", 'n' => [1, 8, 0x3f1] }]
  # a comment that the lexer skips, number 1009
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1009 } default: { $local[1] - $x } } }
}
function bench::f1010(Integer $x, String $s = 'abc1010', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1010, { 'k1010' => "v${x}-1010", 'n' => [2, 9, 0x3f2] }]
  # a comment that the lexer skips, number 1010
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1010 } default: { $local[1] - $x } } }
}
$data1010 = { 'name' => 'item1010', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8], 'nested' => { 'a' => { 'b' => 1010 } } }
function bench::f1011(Integer $x, String $s = 'abc1011', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1011, { 'k1011' => "v${x}-1011", 'n' => [3, 10, 0x3f3] }]
  # a comment that the lexer skips, number 1011
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1011 } default: { $local[1] - $x } } }
}
function bench::f1012(Integer $x, String $s = 'abc1012', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1012, { 'k1012' => "v${x}-1012", 'n' => [4, 0, 0x3f4] }]
  # a comment that the lexer skips, number 1012
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1012 } default: { $local[1] - $x } } }
}
function bench::f1013(Integer $x, String $s = 'abc1013', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1013, { 'k1013' => "v${x}-1013", 'n' => [5, 1, 0x3f5] }]
  # a comment that the lexer skips, number 1013
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1013 } default: { $local[1] - $x } } }
}
function bench::f1014(Integer $x, String $s = 'abc1014', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1014, { 'k1014' => "v${x}-1014", 'n' => [6, 2, 0x3f6] }]
  # a comment that the lexer skips, number 1014
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1014 } default: { $local[1] - $x } } }
}
function bench::f1015(Integer $x, String $s = 'abc1015', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1015, { 'k1015' => "v${x}-1015", 'n' => [0, 3, 0x3f7] }]
  # a comment that the lexer skips, number 1015
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1015 } default: { $local[1] - $x } } }
}
function bench::f1016(Integer $x, String $s = 'abc1016', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1016, { 'k1016' => "v${x}-1016", 'n' => [1, 4, 0x3f8] }]
  # a comment that the lexer skips, number 1016
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1016 } default: { $local[1] - $x } } }
}
function bench::f1017(Integer $x, String $s = 'abc1017', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1017, { 'k1017' => "v${x}-1017", 'n' => [2, 5, 0x3f9] }]
  # a comment that the lexer skips, number 1017
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1017 } default: { $local[1] - $x } } }
}
function bench::f1018(Integer $x, String $s = 'abc1018', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1018, { 'k1018' => "v${x}-1018", 'n' => [3, 6, 0x3fa] }]
  # a comment that the lexer skips, number 1018
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1018 } default: { $local[1] - $x } } }
}
function bench::f1019(Integer $x, String $s = 'abc1019', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1019, { 'k1019' => "v${x}-1019", 'n' => [4, 7, 0x3fb] }]
  # a comment that the lexer skips, number 1019
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1019 } default: { $local[1] - $x } } }
}
function bench::f1020(Integer $x, String $s = 'abc1020', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1020, { 'k1020' => "v${x}-1020", 'n' => [5, 8, 0x3fc] }]
  # a comment that the lexer skips, number 1020
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1020 } default: { $local[1] - $x } } }
}
$data1020 = { 'name' => 'item1020', 'list' => [0, 1, 2, 3, 4, 5], 'nested' => { 'a' => { 'b' => 1020 } } }
function bench::f1021(Integer $x, String $s = 'abc1021', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1021, { 'k1021' => "v${x}-1021", 'n' => [6, 9, 0x3fd] }]
  # a comment that the lexer skips, number 1021
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1021 } default: { $local[1] - $x } } }
}
function bench::f1022(Integer $x, String $s = 'abc1022', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1022, { 'k1022' => "v${x}-1022", 'n' => [0, 10, 0x3fe] }]
  # a comment that the lexer skips, number 1022
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1022 } default: { $local[1] - $x } } }
}
function bench::f1023(Integer $x, String $s = 'abc1023', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1023, { 'k1023' => "v${x}-1023", 'n' => [1, 0, 0x3ff] }]
  # a comment that the lexer skips, number 1023
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1023 } default: { $local[1] - $x } } }
}
function bench::f1024(Integer $x, String $s = 'abc1024', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1024, { 'k1024' => "v${x}-1024", 'n' => [2, 1, 0x400] }]
  # a comment that the lexer skips, number 1024
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1024 } default: { $local[1] - $x } } }
}
function bench::f1025(Integer $x, String $s = 'abc1025', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1025, { 'k1025' => "v${x}-1025", 'n' => [3, 2, 0x401] }]
  # a comment that the lexer skips, number 1025
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1025 } default: { $local[1] - $x } } }
}
function bench::f1026(Integer $x, String $s = 'abc1026', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1026, { 'k1026' => "v${x}-1026", 'n' => [4, 3, 0x402] }]
  # a comment that the lexer skips, number 1026
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1026 } default: { $local[1] - $x } } }
}
function bench::f1027(Integer $x, String $s = 'abc1027', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1027, { 'k1027' => "v${x}-1027", 'n' => [5, 4, 0x403] }]
  # a comment that the lexer skips, number 1027
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1027 } default: { $local[1] - $x } } }
}
function bench::f1028(Integer $x, String $s = 'abc1028', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1028, { 'k1028' => "v${x}-1028", 'n' => [6, 5, 0x404] }]
  # a comment that the lexer skips, number 1028
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1028 } default: { $local[1] - $x } } }
}
function bench::f1029(Integer $x, String $s = 'abc1029', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1029, { 'k1029' => "v${x}-1029", 'n' => [0, 6, 0x405] }]
  # a comment that the lexer skips, number 1029
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1029 } default: { $local[1] - $x } } }
}
function bench::f1030(Integer $x, String $s = 'abc1030', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1030, { 'k1030' => "v${x}-1030", 'n' => [1, 7, 0x406] }]
  # a comment that the lexer skips, number 1030
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1030 } default: { $local[1] - $x } } }
}
$data1030 = { 'name' => 'item1030', 'list' => [0, 1, 2], 'nested' => { 'a' => { 'b' => 1030 } } }
function bench::f1031(Integer $x, String $s = 'abc1031', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1031, { 'k1031' => "v${x}-1031", 'n' => [2, 8, 0x407] }]
  # a comment that the lexer skips, number 1031
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1031 } default: { $local[1] - $x } } }
}
function bench::f1032(Integer $x, String $s = 'abc1032', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1032, { 'k1032' => "v${x}-1032", 'n' => [3, 9, 0x408] }]
  # a comment that the lexer skips, number 1032
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1032 } default: { $local[1] - $x } } }
}
function bench::f1033(Integer $x, String $s = 'abc1033', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1033, { 'k1033' => "v${x}-1033", 'n' => [4, 10, 0x409] }]
  # a comment that the lexer skips, number 1033
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1033 } default: { $local[1] - $x } } }
}
function bench::f1034(Integer $x, String $s = 'abc1034', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1034, { 'k1034' => "v${x}-1034", 'n' => [5, 0, 0x40a] }]
  # a comment that the lexer skips, number 1034
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1034 } default: { $local[1] - $x } } }
}
function bench::f1035(Integer $x, String $s = 'abc1035', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1035, { 'k1035' => "v${x}-1035", 'n' => [6, 1, 0x40b] }]
  # a comment that the lexer skips, number 1035
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1035 } default: { $local[1] - $x } } }
}
function bench::f1036(Integer $x, String $s = 'abc1036', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1036, { 'k1036' => "v${x}-1036", 'n' => [0, 2, 0x40c] }]
  # a comment that the lexer skips, number 1036
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1036 } default: { $local[1] - $x } } }
}
function bench::f1037(Integer $x, String $s = 'abc1037', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1037, { 'k1037' => "v${x}-1037", 'n' => [1, 3, 0x40d] }]
  # a comment that the lexer skips, number 1037
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1037 } default: { $local[1] - $x } } }
}
function bench::f1038(Integer $x, String $s = 'abc1038', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1038, { 'k1038' => "v${x}-1038", 'n' => [2, 4, 0x40e] }]
  # a comment that the lexer skips, number 1038
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1038 } default: { $local[1] - $x } } }
}
function bench::f1039(Integer $x, String $s = 'abc1039', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1039, { 'k1039' => "v${x}-1039", 'n' => [3, 5, 0x40f] }]
  # a comment that the lexer skips, number 1039
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1039 } default: { $local[1] - $x } } }
}
function bench::f1040(Integer $x, String $s = 'abc1040', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1040, { 'k1040' => "v${x}-1040", 'n' => [4, 6, 0x410] }]
  # a comment that the lexer skips, number 1040
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1040 } default: { $local[1] - $x } } }
}
$data1040 = { 'name' => 'item1040', 'list' => [], 'nested' => { 'a' => { 'b' => 1040 } } }
function bench::f1041(Integer $x, String $s = 'abc1041', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1041, { 'k1041' => "v${x}-1041", 'n' => [5, 7, 0x411] }]
  # a comment that the lexer skips, number 1041
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1041 } default: { $local[1] - $x } } }
}
function bench::f1042(Integer $x, String $s = 'abc1042', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1042, { 'k1042' => "v${x}-1042", 'n' => [6, 8, 0x412] }]
  # a comment that the lexer skips, number 1042
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1042 } default: { $local[1] - $x } } }
}
function bench::f1043(Integer $x, String $s = 'abc1043', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1043, { 'k1043' => "v${x}-1043", 'n' => [0, 9, 0x413] }]
  # a comment that the lexer skips, number 1043
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1043 } default: { $local[1] - $x } } }
}
function bench::f1044(Integer $x, String $s = 'abc1044', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1044, { 'k1044' => "v${x}-1044", 'n' => [1, 10, 0x414] }]
  # a comment that the lexer skips, number 1044
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1044 } default: { $local[1] - $x } } }
}
function bench::f1045(Integer $x, String $s = 'abc1045', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1045, { 'k1045' => "v${x}-1045", 'n' => [2, 0, 0x415] }]
  # a comment that the lexer skips, number 1045
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1045 } default: { $local[1] - $x } } }
}
function bench::f1046(Integer $x, String $s = 'abc1046', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1046, { 'k1046' => "v${x}-1046", 'n' => [3, 1, 0x416] }]
  # a comment that the lexer skips, number 1046
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1046 } default: { $local[1] - $x } } }
}
function bench::f1047(Integer $x, String $s = 'abc1047', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1047, { 'k1047' => "v${x}-1047", 'n' => [4, 2, 0x417] }]
  # a comment that the lexer skips, number 1047
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1047 } default: { $local[1] - $x } } }
}
function bench::f1048(Integer $x, String $s = 'abc1048', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1048, { 'k1048' => "v${x}-1048", 'n' => [5, 3, 0x418] }]
  # a comment that the lexer skips, number 1048
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1048 } default: { $local[1] - $x } } }
}
function bench::f1049(Integer $x, String $s = 'abc1049', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1049, { 'k1049' => "v${x}-1049", 'n' => [6, 4, 0x419] }]
  # a comment that the lexer skips, number 1049
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1049 } default: { $local[1] - $x } } }
}
function bench::f1050(Integer $x, String $s = 'abc1050', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1050, { 'k1050' => "v${x}-1050", 'n' => [0, 5, 0x41a] }]
  # a comment that the lexer skips, number 1050
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1050 } default: { $local[1] - $x } } }
}
$data1050 = { 'name' => 'item1050', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'nested' => { 'a' => { 'b' => 1050 } } }
function bench::f1051(Integer $x, String $s = 'abc1051', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1051, { 'k1051' => "v${x}-1051", 'n' => [1, 6, 0x41b] }]
  # a comment that the lexer skips, number 1051
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1051 } default: { $local[1] - $x } } }
}
function bench::f1052(Integer $x, String $s = 'abc1052', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1052, { 'k1052' => "v${x}-1052", 'n' => [2, 7, 0x41c] }]
  # a comment that the lexer skips, number 1052
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1052 } default: { $local[1] - $x } } }
}
function bench::f1053(Integer $x, String $s = 'abc1053', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1053, { 'k1053' => "v${x}-1053", 'n' => [3, 8, 0x41d] }]
  # a comment that the lexer skips, number 1053
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1053 } default: { $local[1] - $x } } }
}
function bench::f1054(Integer $x, String $s = 'abc1054', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1054, { 'k1054' => "v${x}-1054", 'n' => [4, 9, 0x41e] }]
  # a comment that the lexer skips, number 1054
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1054 } default: { $local[1] - $x } } }
}
function bench::f1055(Integer $x, String $s = 'abc1055', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1055, { 'k1055' => "v${x}-1055", 'n' => [5, 10, 0x41f] }]
  # a comment that the lexer skips, number 1055
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1055 } default: { $local[1] - $x } } }
}
function bench::f1056(Integer $x, String $s = 'abc1056', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1056, { 'k1056' => "v${x}-1056", 'n' => [6, 0, 0x420] }]
  # a comment that the lexer skips, number 1056
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1056 } default: { $local[1] - $x } } }
}
function bench::f1057(Integer $x, String $s = 'abc1057', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1057, { 'k1057' => "v${x}-1057", 'n' => [0, 1, 0x421] }]
  # a comment that the lexer skips, number 1057
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1057 } default: { $local[1] - $x } } }
}
function bench::f1058(Integer $x, String $s = 'abc1058', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1058, { 'k1058' => "v${x}-1058", 'n' => [1, 2, 0x422] }]
  # a comment that the lexer skips, number 1058
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1058 } default: { $local[1] - $x } } }
}
function bench::f1059(Integer $x, String $s = 'abc1059', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1059, { 'k1059' => "v${x}-1059", 'n' => [2, 3, 0x423] }]
  # a comment that the lexer skips, number 1059
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1059 } default: { $local[1] - $x } } }
}
function bench::f1060(Integer $x, String $s = 'abc1060', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1060, { 'k1060' => "v${x}-1060", 'n' => [3, 4, 0x424] }]
  # a comment that the lexer skips, number 1060
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1060 } default: { $local[1] - $x } } }
}
$data1060 = { 'name' => 'item1060', 'list' => [0, 1, 2, 3, 4, 5, 6], 'nested' => { 'a' => { 'b' => 1060 } } }
function bench::f1061(Integer $x, String $s = 'abc1061', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1061, { 'k1061' => "v${x}-1061", 'n' => [4, 5, 0x425] }]
  # a comment that the lexer skips, number 1061
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1061 } default: { $local[1] - $x } } }
}
function bench::f1062(Integer $x, String $s = 'abc1062', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1062, { 'k1062' => "v${x}-1062", 'n' => [5, 6, 0x426] }]
  # a comment that the lexer skips, number 1062
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1062 } default: { $local[1] - $x } } }
}
function bench::f1063(Integer $x, String $s = 'abc1063', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1063, { 'k1063' => "v${x}-1063", 'n' => [6, 7, 0x427] }]
  # a comment that the lexer skips, number 1063
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1063 } default: { $local[1] - $x } } }
}
function bench::f1064(Integer $x, String $s = 'abc1064', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1064, { 'k1064' => "v${x}-1064", 'n' => [0, 8, 0x428] }]
  # a comment that the lexer skips, number 1064
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1064 } default: { $local[1] - $x } } }
}
function bench::f1065(Integer $x, String $s = 'abc1065', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1065, { 'k1065' => "v${x}-1065", 'n' => [1, 9, 0x429] }]
  # a comment that the lexer skips, number 1065
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1065 } default: { $local[1] - $x } } }
}
function bench::f1066(Integer $x, String $s = 'abc1066', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1066, { 'k1066' => "v${x}-1066", 'n' => [2, 10, 0x42a] }]
  # a comment that the lexer skips, number 1066
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1066 } default: { $local[1] - $x } } }
}
function bench::f1067(Integer $x, String $s = 'abc1067', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1067, { 'k1067' => "v${x}-1067", 'n' => [3, 0, 0x42b] }]
  # a comment that the lexer skips, number 1067
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1067 } default: { $local[1] - $x } } }
}
function bench::f1068(Integer $x, String $s = 'abc1068', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1068, { 'k1068' => "v${x}-1068", 'n' => [4, 1, 0x42c] }]
  # a comment that the lexer skips, number 1068
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1068 } default: { $local[1] - $x } } }
}
function bench::f1069(Integer $x, String $s = 'abc1069', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1069, { 'k1069' => "v${x}-1069", 'n' => [5, 2, 0x42d] }]
  # a comment that the lexer skips, number 1069
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1069 } default: { $local[1] - $x } } }
}
function bench::f1070(Integer $x, String $s = 'abc1070', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1070, { 'k1070' => "v${x}-1070", 'n' => [6, 3, 0x42e] }]
  # a comment that the lexer skips, number 1070
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1070 } default: { $local[1] - $x } } }
}
$data1070 = { 'name' => 'item1070', 'list' => [0, 1, 2, 3], 'nested' => { 'a' => { 'b' => 1070 } } }
function bench::f1071(Integer $x, String $s = 'abc1071', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1071, { 'k1071' => "v${x}-1071", 'n' => [0, 4, 0x42f] }]
  # a comment that the lexer skips, number 1071
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1071 } default: { $local[1] - $x } } }
}
function bench::f1072(Integer $x, String $s = 'abc1072', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1072, { 'k1072' => "v${x}-1072", 'n' => [1, 5, 0x430] }]
  # a comment that the lexer skips, number 1072
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1072 } default: { $local[1] - $x } } }
}
function bench::f1073(Integer $x, String $s = 'abc1073', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1073, { 'k1073' => "v${x}-1073", 'n' => [2, 6, 0x431] }]
  # a comment that the lexer skips, number 1073
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1073 } default: { $local[1] - $x } } }
}
function bench::f1074(Integer $x, String $s = 'abc1074', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1074, { 'k1074' => "v${x}-1074", 'n' => [3, 7, 0x432] }]
  # a comment that the lexer skips, number 1074
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1074 } default: { $local[1] - $x } } }
}
function bench::f1075(Integer $x, String $s = 'abc1075', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1075, { 'k1075' => "v${x}-1075", 'n' => [4, 8, 0x433] }]
  # a comment that the lexer skips, number 1075
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1075 } default: { $local[1] - $x } } }
}
function bench::f1076(Integer $x, String $s = 'abc1076', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1076, { 'k1076' => "v${x}-1076", 'n' => [5, 9, 0x434] }]
  # a comment that the lexer skips, number 1076
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1076 } default: { $local[1] - $x } } }
}
function bench::f1077(Integer $x, String $s = 'abc1077', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1077, { 'k1077' => "v${x}-1077", 'n' => [6, 10, 0x435] }]
  # a comment that the lexer skips, number 1077
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1077 } default: { $local[1] - $x } } }
}
function bench::f1078(Integer $x, String $s = 'abc1078', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1078, { 'k1078' => "v${x}-1078", 'n' => [0, 0, 0x436] }]
  # a comment that the lexer skips, number 1078
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1078 } default: { $local[1] - $x } } }
}
function bench::f1079(Integer $x, String $s = 'abc1079', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1079, { 'k1079' => "v${x}-1079", 'n' => [1, 1, 0x437] }]
  # a comment that the lexer skips, number 1079
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1079 } default: { $local[1] - $x } } }
}
function bench::f1080(Integer $x, String $s = 'abc1080', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1080, { 'k1080' => "v${x}-1080", 'n' => [2, 2, 0x438] }]
  # a comment that the lexer skips, number 1080
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1080 } default: { $local[1] - $x } } }
}
$data1080 = { 'name' => 'item1080', 'list' => [0], 'nested' => { 'a' => { 'b' => 1080 } } }
function bench::f1081(Integer $x, String $s = 'abc1081', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1081, { 'k1081' => "v${x}-1081", 'n' => [3, 3, 0x439] }]
  # a comment that the lexer skips, number 1081
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1081 } default: { $local[1] - $x } } }
}
function bench::f1082(Integer $x, String $s = 'abc1082', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1082, { 'k1082' => "v${x}-1082", 'n' => [4, 4, 0x43a] }]
  # a comment that the lexer skips, number 1082
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1082 } default: { $local[1] - $x } } }
}
function bench::f1083(Integer $x, String $s = 'abc1083', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1083, { 'k1083' => "v${x}-1083", 'n' => [5, 5, 0x43b] }]
  # a comment that the lexer skips, number 1083
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1083 } default: { $local[1] - $x } } }
}
function bench::f1084(Integer $x, String $s = 'abc1084', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1084, { 'k1084' => "v${x}-1084", 'n' => [6, 6, 0x43c] }]
  # a comment that the lexer skips, number 1084
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1084 } default: { $local[1] - $x } } }
}
function bench::f1085(Integer $x, String $s = 'abc1085', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1085, { 'k1085' => "v${x}-1085", 'n' => [0, 7, 0x43d] }]
  # a comment that the lexer skips, number 1085
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1085 } default: { $local[1] - $x } } }
}
function bench::f1086(Integer $x, String $s = 'abc1086', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1086, { 'k1086' => "v${x}-1086", 'n' => [1, 8, 0x43e] }]
  # a comment that the lexer skips, number 1086
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1086 } default: { $local[1] - $x } } }
}
function bench::f1087(Integer $x, String $s = 'abc1087', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1087, { 'k1087' => "v${x}-1087", 'n' => [2, 9, 0x43f] }]
  # a comment that the lexer skips, number 1087
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1087 } default: { $local[1] - $x } } }
}
function bench::f1088(Integer $x, String $s = 'abc1088', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1088, { 'k1088' => "v${x}-1088", 'n' => [3, 10, 0x440] }]
  # a comment that the lexer skips, number 1088
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1088 } default: { $local[1] - $x } } }
}
function bench::f1089(Integer $x, String $s = 'abc1089', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1089, { 'k1089' => "v${x}-1089", 'n' => [4, 0, 0x441] }]
  # a comment that the lexer skips, number 1089
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1089 } default: { $local[1] - $x } } }
}
function bench::f1090(Integer $x, String $s = 'abc1090', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1090, { 'k1090' => "v${x}-1090", 'n' => [5, 1, 0x442] }]
  # a comment that the lexer skips, number 1090
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1090 } default: { $local[1] - $x } } }
}
$data1090 = { 'name' => 'item1090', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'nested' => { 'a' => { 'b' => 1090 } } }
function bench::f1091(Integer $x, String $s = 'abc1091', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1091, { 'k1091' => "v${x}-1091", 'n' => [6, 2, 0x443] }]
  # a comment that the lexer skips, number 1091
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1091 } default: { $local[1] - $x } } }
}
function bench::f1092(Integer $x, String $s = 'abc1092', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1092, { 'k1092' => "v${x}-1092", 'n' => [0, 3, 0x444] }]
  # a comment that the lexer skips, number 1092
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1092 } default: { $local[1] - $x } } }
}
function bench::f1093(Integer $x, String $s = 'abc1093', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1093, { 'k1093' => "v${x}-1093", 'n' => [1, 4, 0x445] }]
  # a comment that the lexer skips, number 1093
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1093 } default: { $local[1] - $x } } }
}
function bench::f1094(Integer $x, String $s = 'abc1094', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1094, { 'k1094' => "v${x}-1094", 'n' => [2, 5, 0x446] }]
  # a comment that the lexer skips, number 1094
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1094 } default: { $local[1] - $x } } }
}
function bench::f1095(Integer $x, String $s = 'abc1095', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1095, { 'k1095' => "v${x}-1095", 'n' => [3, 6, 0x447] }]
  # a comment that the lexer skips, number 1095
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1095 } default: { $local[1] - $x } } }
}
function bench::f1096(Integer $x, String $s = 'abc1096', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1096, { 'k1096' => "v${x}-1096", 'n' => [4, 7, 0x448] }]
  # a comment that the lexer skips, number 1096
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1096 } default: { $local[1] - $x } } }
}
function bench::f1097(Integer $x, String $s = 'abc1097', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1097, { 'k1097' => "v${x}-1097", 'n' => [5, 8, 0x449] }]
  # a comment that the lexer skips, number 1097
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1097 } default: { $local[1] - $x } } }
}
function bench::f1098(Integer $x, String $s = 'abc1098', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1098, { 'k1098' => "v${x}-1098", 'n' => [6, 9, 0x44a] }]
  # a comment that the lexer skips, number 1098
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1098 } default: { $local[1] - $x } } }
}
function bench::f1099(Integer $x, String $s = 'abc1099', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1099, { 'k1099' => "v${x}-1099", 'n' => [0, 10, 0x44b] }]
  # a comment that the lexer skips, number 1099
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1099 } default: { $local[1] - $x } } }
}
function bench::f1100(Integer $x, String $s = 'abc1100', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1100, { 'k1100' => "v${x}-1100", 'n' => [1, 0, 0x44c] }]
  # a comment that the lexer skips, number 1100
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1100 } default: { $local[1] - $x } } }
}
$data1100 = { 'name' => 'item1100', 'list' => [0, 1, 2, 3, 4, 5, 6, 7], 'nested' => { 'a' => { 'b' => 1100 } } }
function bench::f1101(Integer $x, String $s = 'abc1101', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1101, { 'k1101' => "v${x}-1101", 'n' => [2, 1, 0x44d] }]
  # a comment that the lexer skips, number 1101
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1101 } default: { $local[1] - $x } } }
}
function bench::f1102(Integer $x, String $s = 'abc1102', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1102, { 'k1102' => "v${x}-1102", 'n' => [3, 2, 0x44e] }]
  # a comment that the lexer skips, number 1102
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1102 } default: { $local[1] - $x } } }
}
function bench::f1103(Integer $x, String $s = 'abc1103', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1103, { 'k1103' => "v${x}-1103", 'n' => [4, 3, 0x44f] }]
  # a comment that the lexer skips, number 1103
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1103 } default: { $local[1] - $x } } }
}
function bench::f1104(Integer $x, String $s = 'abc1104', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1104, { 'k1104' => "v${x}-1104", 'n' => [5, 4, 0x450] }]
  # a comment that the lexer skips, number 1104
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1104 } default: { $local[1] - $x } } }
}
function bench::f1105(Integer $x, String $s = 'abc1105', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1105, { 'k1105' => "v${x}-1105", 'n' => [6, 5, 0x451] }]
  # a comment that the lexer skips, number 1105
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1105 } default: { $local[1] - $x } } }
}
function bench::f1106(Integer $x, String $s = 'abc1106', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1106, { 'k1106' => "v${x}-1106", 'n' => [0, 6, 0x452] }]
  # a comment that the lexer skips, number 1106
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1106 } default: { $local[1] - $x } } }
}
function bench::f1107(Integer $x, String $s = 'abc1107', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1107, { 'k1107' => "v${x}-1107", 'n' => [1, 7, 0x453] }]
  # a comment that the lexer skips, number 1107
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1107 } default: { $local[1] - $x } } }
}
function bench::f1108(Integer $x, String $s = 'abc1108', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1108, { 'k1108' => "v${x}-1108", 'n' => [2, 8, 0x454] }]
  # a comment that the lexer skips, number 1108
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1108 } default: { $local[1] - $x } } }
}
function bench::f1109(Integer $x, String $s = 'abc1109', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1109, { 'k1109' => "v${x}-1109", 'n' => [3, 9, 0x455] }]
  # a comment that the lexer skips, number 1109
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1109 } default: { $local[1] - $x } } }
}
function bench::f1110(Integer $x, String $s = 'abc1110', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1110, { 'k1110' => "v${x}-1110", 'n' => [4, 10, 0x456] }]
  # a comment that the lexer skips, number 1110
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1110 } default: { $local[1] - $x } } }
}
$data1110 = { 'name' => 'item1110', 'list' => [0, 1, 2, 3, 4], 'nested' => { 'a' => { 'b' => 1110 } } }
function bench::f1111(Integer $x, String $s = 'abc1111', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1111, { 'k1111' => "v${x}-1111", 'n' => [5, 0, 0x457] }]
  # a comment that the lexer skips, number 1111
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1111 } default: { $local[1] - $x } } }
}
function bench::f1112(Integer $x, String $s = 'abc1112', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1112, { 'k1112' => "v${x}-1112", 'n' => [6, 1, 0x458] }]
  # a comment that the lexer skips, number 1112
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1112 } default: { $local[1] - $x } } }
}
function bench::f1113(Integer $x, String $s = 'abc1113', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1113, { 'k1113' => "v${x}-1113", 'n' => [0, 2, 0x459] }]
  # a comment that the lexer skips, number 1113
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1113 } default: { $local[1] - $x } } }
}
function bench::f1114(Integer $x, String $s = 'abc1114', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1114, { 'k1114' => "v${x}-1114", 'n' => [1, 3, 0x45a] }]
  # a comment that the lexer skips, number 1114
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1114 } default: { $local[1] - $x } } }
}
function bench::f1115(Integer $x, String $s = 'abc1115', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1115, { 'k1115' => "v${x}-1115", 'n' => [2, 4, 0x45b] }]
  # a comment that the lexer skips, number 1115
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1115 } default: { $local[1] - $x } } }
}
function bench::f1116(Integer $x, String $s = 'abc1116', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1116, { 'k1116' => "v${x}-1116", 'n' => [3, 5, 0x45c] }]
  # a comment that the lexer skips, number 1116
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1116 } default: { $local[1] - $x } } }
}
function bench::f1117(Integer $x, String $s = 'abc1117', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1117, { 'k1117' => "v${x}-1117", 'n' => [4, 6, 0x45d] }]
  # a comment that the lexer skips, number 1117
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1117 } default: { $local[1] - $x } } }
}
function bench::f1118(Integer $x, String $s = 'abc1118', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1118, { 'k1118' => "v${x}-1118", 'n' => [5, 7, 0x45e] }]
  # a comment that the lexer skips, number 1118
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1118 } default: { $local[1] - $x } } }
}
function bench::f1119(Integer $x, String $s = 'abc1119', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1119, { 'k1119' => "v${x}-1119", 'n' => [6, 8, 0x45f] }]
  # a comment that the lexer skips, number 1119
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1119 } default: { $local[1] - $x } } }
}
function bench::f1120(Integer $x, String $s = 'abc1120', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1120, { 'k1120' => "v${x}-1120", 'n' => [0, 9, 0x460] }]
  # a comment that the lexer skips, number 1120
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1120 } default: { $local[1] - $x } } }
}
$data1120 = { 'name' => 'item1120', 'list' => [0, 1], 'nested' => { 'a' => { 'b' => 1120 } } }
function bench::f1121(Integer $x, String $s = 'abc1121', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1121, { 'k1121' => "v${x}-1121", 'n' => [1, 10, 0x461] }]
  # a comment that the lexer skips, number 1121
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1121 } default: { $local[1] - $x } } }
}
function bench::f1122(Integer $x, String $s = 'abc1122', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1122, { 'k1122' => "v${x}-1122", 'n' => [2, 0, 0x462] }]
  # a comment that the lexer skips, number 1122
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1122 } default: { $local[1] - $x } } }
}
function bench::f1123(Integer $x, String $s = 'abc1123', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1123, { 'k1123' => "v${x}-1123", 'n' => [3, 1, 0x463] }]
  # a comment that the lexer skips, number 1123
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1123 } default: { $local[1] - $x } } }
}
function bench::f1124(Integer $x, String $s = 'abc1124', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1124, { 'k1124' => "v${x}-1124", 'n' => [4, 2, 0x464] }]
  # a comment that the lexer skips, number 1124
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1124 } default: { $local[1] - $x } } }
}
function bench::f1125(Integer $x, String $s = 'abc1125', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1125, { 'k1125' => "v${x}-1125", 'n' => [5, 3, 0x465] }]
  # a comment that the lexer skips, number 1125
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1125 } default: { $local[1] - $x } } }
}
function bench::f1126(Integer $x, String $s = 'abc1126', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1126, { 'k1126' => "v${x}-1126", 'n' => [6, 4, 0x466] }]
  # a comment that the lexer skips, number 1126
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1126 } default: { $local[1] - $x } } }
}
function bench::f1127(Integer $x, String $s = 'abc1127', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1127, { 'k1127' => "v${x}-1127", 'n' => [0, 5, 0x467] }]
  # a comment that the lexer skips, number 1127
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1127 } default: { $local[1] - $x } } }
}
function bench::f1128(Integer $x, String $s = 'abc1128', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1128, { 'k1128' => "v${x}-1128", 'n' => [1, 6, 0x468] }]
  # a comment that the lexer skips, number 1128
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1128 } default: { $local[1] - $x } } }
}
function bench::f1129(Integer $x, String $s = 'abc1129', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1129, { 'k1129' => "v${x}-1129", 'n' => [2, 7, 0x469] }]
  # a comment that the lexer skips, number 1129
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1129 } default: { $local[1] - $x } } }
}
function bench::f1130(Integer $x, String $s = 'abc1130', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1130, { 'k1130' => "v${x}-1130", 'n' => [3, 8, 0x46a] }]
  # a comment that the lexer skips, number 1130
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1130 } default: { $local[1] - $x } } }
}
$data1130 = { 'name' => 'item1130', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'nested' => { 'a' => { 'b' => 1130 } } }
function bench::f1131(Integer $x, String $s = 'abc1131', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1131, { 'k1131' => "v${x}-1131", 'n' => [4, 9, 0x46b] }]
  # a comment that the lexer skips, number 1131
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1131 } default: { $local[1] - $x } } }
}
function bench::f1132(Integer $x, String $s = 'abc1132', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1132, { 'k1132' => "v${x}-1132", 'n' => [5, 10, 0x46c] }]
  # a comment that the lexer skips, number 1132
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1132 } default: { $local[1] - $x } } }
}
function bench::f1133(Integer $x, String $s = 'abc1133', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1133, { 'k1133' => "v${x}-1133", 'n' => [6, 0, 0x46d] }]
  # a comment that the lexer skips, number 1133
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1133 } default: { $local[1] - $x } } }
}
function bench::f1134(Integer $x, String $s = 'abc1134', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1134, { 'k1134' => "v${x}-1134", 'n' => [0, 1, 0x46e] }]
  # a comment that the lexer skips, number 1134
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1134 } default: { $local[1] - $x } } }
}
function bench::f1135(Integer $x, String $s = 'abc1135', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1135, { 'k1135' => "v${x}-1135", 'n' => [1, 2, 0x46f] }]
  # a comment that the lexer skips, number 1135
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1135 } default: { $local[1] - $x } } }
}
function bench::f1136(Integer $x, String $s = 'abc1136', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1136, { 'k1136' => "v${x}-1136", 'n' => [2, 3, 0x470] }]
  # a comment that the lexer skips, number 1136
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1136 } default: { $local[1] - $x } } }
}
function bench::f1137(Integer $x, String $s = 'abc1137', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1137, { 'k1137' => "v${x}-1137", 'n' => [3, 4, 0x471] }]
  # a comment that the lexer skips, number 1137
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1137 } default: { $local[1] - $x } } }
}
function bench::f1138(Integer $x, String $s = 'abc1138', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1138, { 'k1138' => "v${x}-1138", 'n' => [4, 5, 0x472] }]
  # a comment that the lexer skips, number 1138
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1138 } default: { $local[1] - $x } } }
}
function bench::f1139(Integer $x, String $s = 'abc1139', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1139, { 'k1139' => "v${x}-1139", 'n' => [5, 6, 0x473] }]
  # a comment that the lexer skips, number 1139
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1139 } default: { $local[1] - $x } } }
}
function bench::f1140(Integer $x, String $s = 'abc1140', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1140, { 'k1140' => "v${x}-1140", 'n' => [6, 7, 0x474] }]
  # a comment that the lexer skips, number 1140
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1140 } default: { $local[1] - $x } } }
}
$data1140 = { 'name' => 'item1140', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8], 'nested' => { 'a' => { 'b' => 1140 } } }
function bench::f1141(Integer $x, String $s = 'abc1141', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1141, { 'k1141' => "v${x}-1141", 'n' => [0, 8, 0x475] }]
  # a comment that the lexer skips, number 1141
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1141 } default: { $local[1] - $x } } }
}
function bench::f1142(Integer $x, String $s = 'abc1142', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1142, { 'k1142' => "v${x}-1142", 'n' => [1, 9, 0x476] }]
  # a comment that the lexer skips, number 1142
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1142 } default: { $local[1] - $x } } }
}
function bench::f1143(Integer $x, String $s = 'abc1143', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1143, { 'k1143' => "v${x}-1143", 'n' => [2, 10, 0x477] }]
  # a comment that the lexer skips, number 1143
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1143 } default: { $local[1] - $x } } }
}
function bench::f1144(Integer $x, String $s = 'abc1144', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1144, { 'k1144' => "v${x}-1144", 'n' => [3, 0, 0x478] }]
  # a comment that the lexer skips, number 1144
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1144 } default: { $local[1] - $x } } }
}
function bench::f1145(Integer $x, String $s = 'abc1145', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1145, { 'k1145' => "v${x}-1145", 'n' => [4, 1, 0x479] }]
  # a comment that the lexer skips, number 1145
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1145 } default: { $local[1] - $x } } }
}
function bench::f1146(Integer $x, String $s = 'abc1146', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1146, { 'k1146' => "v${x}-1146", 'n' => [5, 2, 0x47a] }]
  # a comment that the lexer skips, number 1146
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1146 } default: { $local[1] - $x } } }
}
function bench::f1147(Integer $x, String $s = 'abc1147', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1147, { 'k1147' => "v${x}-1147", 'n' => [6, 3, 0x47b] }]
  # a comment that the lexer skips, number 1147
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1147 } default: { $local[1] - $x } } }
}
function bench::f1148(Integer $x, String $s = 'abc1148', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1148, { 'k1148' => "v${x}-1148", 'n' => [0, 4, 0x47c] }]
  # a comment that the lexer skips, number 1148
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1148 } default: { $local[1] - $x } } }
}
function bench::f1149(Integer $x, String $s = 'abc1149', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1149, { 'k1149' => "v${x}-1149", 'n' => [1, 5, 0x47d] }]
  # a comment that the lexer skips, number 1149
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1149 } default: { $local[1] - $x } } }
}
function bench::f1150(Integer $x, String $s = 'abc1150', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1150, { 'k1150' => "v${x}-1150", 'n' => [2, 6, 0x47e] }]
  # a comment that the lexer skips, number 1150
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1150 } default: { $local[1] - $x } } }
}
$data1150 = { 'name' => 'item1150', 'list' => [0, 1, 2, 3, 4, 5], 'nested' => { 'a' => { 'b' => 1150 } } }
function bench::f1151(Integer $x, String $s = 'abc1151', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1151, { 'k1151' => "v${x}-1151", 'n' => [3, 7, 0x47f] }]
  # a comment that the lexer skips, number 1151
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1151 } default: { $local[1] - $x } } }
}
function bench::f1152(Integer $x, String $s = 'abc1152', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1152, { 'k1152' => "v${x}-1152", 'n' => [4, 8, 0x480] }]
  # a comment that the lexer skips, number 1152
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1152 } default: { $local[1] - $x } } }
}
function bench::f1153(Integer $x, String $s = 'abc1153', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1153, { 'k1153' => "v${x}-1153", 'n' => [5, 9, 0x481] }]
  # a comment that the lexer skips, number 1153
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1153 } default: { $local[1] - $x } } }
}
function bench::f1154(Integer $x, String $s = 'abc1154', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1154, { 'k1154' => "v${x}-1154", 'n' => [6, 10, 0x482] }]
  # a comment that the lexer skips, number 1154
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1154 } default: { $local[1] - $x } } }
}
function bench::f1155(Integer $x, String $s = 'abc1155', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1155, { 'k1155' => "v${x}-1155", 'n' => [0, 0, 0x483] }]
  # a comment that the lexer skips, number 1155
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1155 } default: { $local[1] - $x } } }
}
function bench::f1156(Integer $x, String $s = 'abc1156', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1156, { 'k1156' => "v${x}-1156", 'n' => [1, 1, 0x484] }]
  # a comment that the lexer skips, number 1156
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1156 } default: { $local[1] - $x } } }
}
function bench::f1157(Integer $x, String $s = 'abc1157', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1157, { 'k1157' => "v${x}-1157", 'n' => [2, 2, 0x485] }]
  # a comment that the lexer skips, number 1157
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1157 } default: { $local[1] - $x } } }
}
function bench::f1158(Integer $x, String $s = 'abc1158', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1158, { 'k1158' => "v${x}-1158", 'n' => [3, 3, 0x486] }]
  # a comment that the lexer skips, number 1158
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1158 } default: { $local[1] - $x } } }
}
function bench::f1159(Integer $x, String $s = 'abc1159', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1159, { 'k1159' => "v${x}-1159", 'n' => [4, 4, 0x487] }]
  # a comment that the lexer skips, number 1159
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1159 } default: { $local[1] - $x } } }
}
function bench::f1160(Integer $x, String $s = 'abc1160', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1160, { 'k1160' => "v${x}-1160", 'n' => [5, 5, 0x488] }]
  # a comment that the lexer skips, number 1160
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1160 } default: { $local[1] - $x } } }
}
$data1160 = { 'name' => 'item1160', 'list' => [0, 1, 2], 'nested' => { 'a' => { 'b' => 1160 } } }
function bench::f1161(Integer $x, String $s = 'abc1161', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1161, { 'k1161' => "v${x}-1161", 'n' => [6, 6, 0x489] }]
  # a comment that the lexer skips, number 1161
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1161 } default: { $local[1] - $x } } }
}
function bench::f1162(Integer $x, String $s = 'abc1162', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1162, { 'k1162' => "v${x}-1162", 'n' => [0, 7, 0x48a] }]
  # a comment that the lexer skips, number 1162
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1162 } default: { $local[1] - $x } } }
}
function bench::f1163(Integer $x, String $s = 'abc1163', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1163, { 'k1163' => "v${x}-1163", 'n' => [1, 8, 0x48b] }]
  # a comment that the lexer skips, number 1163
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1163 } default: { $local[1] - $x } } }
}
function bench::f1164(Integer $x, String $s = 'abc1164', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1164, { 'k1164' => "v${x}-1164", 'n' => [2, 9, 0x48c] }]
  # a comment that the lexer skips, number 1164
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1164 } default: { $local[1] - $x } } }
}
function bench::f1165(Integer $x, String $s = 'abc1165', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1165, { 'k1165' => "v${x}-1165", 'n' => [3, 10, 0x48d] }]
  # a comment that the lexer skips, number 1165
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1165 } default: { $local[1] - $x } } }
}
function bench::f1166(Integer $x, String $s = 'abc1166', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1166, { 'k1166' => "v${x}-1166", 'n' => [4, 0, 0x48e] }]
  # a comment that the lexer skips, number 1166
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1166 } default: { $local[1] - $x } } }
}
function bench::f1167(Integer $x, String $s = 'abc1167', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1167, { 'k1167' => "v${x}-1167", 'n' => [5, 1, 0x48f] }]
  # a comment that the lexer skips, number 1167
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1167 } default: { $local[1] - $x } } }
}
function bench::f1168(Integer $x, String $s = 'abc1168', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1168, { 'k1168' => "v${x}-1168", 'n' => [6, 2, 0x490] }]
  # a comment that the lexer skips, number 1168
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1168 } default: { $local[1] - $x } } }
}
function bench::f1169(Integer $x, String $s = 'abc1169', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1169, { 'k1169' => "v${x}-1169", 'n' => [0, 3, 0x491] }]
  # a comment that the lexer skips, number 1169
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1169 } default: { $local[1] - $x } } }
}
function bench::f1170(Integer $x, String $s = 'abc1170', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1170, { 'k1170' => "v${x}-1170", 'n' => [1, 4, 0x492] }]
  # a comment that the lexer skips, number 1170
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1170 } default: { $local[1] - $x } } }
}
$data1170 = { 'name' => 'item1170', 'list' => [], 'nested' => { 'a' => { 'b' => 1170 } } }
function bench::f1171(Integer $x, String $s = 'abc1171', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1171, { 'k1171' => "v${x}-1171", 'n' => [2, 5, 0x493] }]
  # a comment that the lexer skips, number 1171
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1171 } default: { $local[1] - $x } } }
}
function bench::f1172(Integer $x, String $s = 'abc1172', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1172, { 'k1172' => "v${x}-1172", 'n' => [3, 6, 0x494] }]
  # a comment that the lexer skips, number 1172
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1172 } default: { $local[1] - $x } } }
}
function bench::f1173(Integer $x, String $s = 'abc1173', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1173, { 'k1173' => "v${x}-1173", 'n' => [4, 7, 0x495] }]
  # a comment that the lexer skips, number 1173
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1173 } default: { $local[1] - $x } } }
}
function bench::f1174(Integer $x, String $s = 'abc1174', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1174, { 'k1174' => "v${x}-1174", 'n' => [5, 8, 0x496] }]
  # a comment that the lexer skips, number 1174
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1174 } default: { $local[1] - $x } } }
}
function bench::f1175(Integer $x, String $s = 'abc1175', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1175, { 'k1175' => "v${x}-1175", 'n' => [6, 9, 0x497] }]
  # a comment that the lexer skips, number 1175
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1175 } default: { $local[1] - $x } } }
}
function bench::f1176(Integer $x, String $s = 'abc1176', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1176, { 'k1176' => "v${x}-1176", 'n' => [0, 10, 0x498] }]
  # a comment that the lexer skips, number 1176
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1176 } default: { $local[1] - $x } } }
}
function bench::f1177(Integer $x, String $s = 'abc1177', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1177, { 'k1177' => "v${x}-1177", 'n' => [1, 0, 0x499] }]
  # a comment that the lexer skips, number 1177
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1177 } default: { $local[1] - $x } } }
}
function bench::f1178(Integer $x, String $s = 'abc1178', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1178, { 'k1178' => "v${x}-1178", 'n' => [2, 1, 0x49a] }]
  # a comment that the lexer skips, number 1178
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1178 } default: { $local[1] - $x } } }
}
function bench::f1179(Integer $x, String $s = 'abc1179', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1179, { 'k1179' => "v${x}-1179", 'n' => [3, 2, 0x49b] }]
  # a comment that the lexer skips, number 1179
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1179 } default: { $local[1] - $x } } }
}
function bench::f1180(Integer $x, String $s = 'abc1180', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1180, { 'k1180' => "v${x}-1180", 'n' => [4, 3, 0x49c] }]
  # a comment that the lexer skips, number 1180
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1180 } default: { $local[1] - $x } } }
}
$data1180 = { 'name' => 'item1180', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'nested' => { 'a' => { 'b' => 1180 } } }
function bench::f1181(Integer $x, String $s = 'abc1181', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1181, { 'k1181' => "v${x}-1181", 'n' => [5, 4, 0x49d] }]
  # a comment that the lexer skips, number 1181
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1181 } default: { $local[1] - $x } } }
}
function bench::f1182(Integer $x, String $s = 'abc1182', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1182, { 'k1182' => "v${x}-1182", 'n' => [6, 5, 0x49e] }]
  # a comment that the lexer skips, number 1182
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1182 } default: { $local[1] - $x } } }
}
function bench::f1183(Integer $x, String $s = 'abc1183', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1183, { 'k1183' => "v${x}-1183", 'n' => [0, 6, 0x49f] }]
  # a comment that the lexer skips, number 1183
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1183 } default: { $local[1] - $x } } }
}
function bench::f1184(Integer $x, String $s = 'abc1184', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1184, { 'k1184' => "v${x}-1184", 'n' => [1, 7, 0x4a0] }]
  # a comment that the lexer skips, number 1184
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1184 } default: { $local[1] - $x } } }
}
function bench::f1185(Integer $x, String $s = 'abc1185', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1185, { 'k1185' => "v${x}-1185", 'n' => [2, 8, 0x4a1] }]
  # a comment that the lexer skips, number 1185
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1185 } default: { $local[1] - $x } } }
}
function bench::f1186(Integer $x, String $s = 'abc1186', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1186, { 'k1186' => "v${x}-1186", 'n' => [3, 9, 0x4a2] }]
  # a comment that the lexer skips, number 1186
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1186 } default: { $local[1] - $x } } }
}
function bench::f1187(Integer $x, String $s = 'abc1187', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1187, { 'k1187' => "v${x}-1187", 'n' => [4, 10, 0x4a3] }]
  # a comment that the lexer skips, number 1187
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1187 } default: { $local[1] - $x } } }
}
function bench::f1188(Integer $x, String $s = 'abc1188', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1188, { 'k1188' => "v${x}-1188", 'n' => [5, 0, 0x4a4] }]
  # a comment that the lexer skips, number 1188
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1188 } default: { $local[1] - $x } } }
}
function bench::f1189(Integer $x, String $s = 'abc1189', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1189, { 'k1189' => "v${x}-1189", 'n' => [6, 1, 0x4a5] }]
  # a comment that the lexer skips, number 1189
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1189 } default: { $local[1] - $x } } }
}
function bench::f1190(Integer $x, String $s = 'abc1190', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1190, { 'k1190' => "v${x}-1190", 'n' => [0, 2, 0x4a6] }]
  # a comment that the lexer skips, number 1190
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1190 } default: { $local[1] - $x } } }
}
$data1190 = { 'name' => 'item1190', 'list' => [0, 1, 2, 3, 4, 5, 6], 'nested' => { 'a' => { 'b' => 1190 } } }
function bench::f1191(Integer $x, String $s = 'abc1191', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1191, { 'k1191' => "v${x}-1191", 'n' => [1, 3, 0x4a7] }]
  # a comment that the lexer skips, number 1191
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1191 } default: { $local[1] - $x } } }
}
function bench::f1192(Integer $x, String $s = 'abc1192', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1192, { 'k1192' => "v${x}-1192", 'n' => [2, 4, 0x4a8] }]
  # a comment that the lexer skips, number 1192
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1192 } default: { $local[1] - $x } } }
}
function bench::f1193(Integer $x, String $s = 'abc1193', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1193, { 'k1193' => "v${x}-1193", 'n' => [3, 5, 0x4a9] }]
  # a comment that the lexer skips, number 1193
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1193 } default: { $local[1] - $x } } }
}
function bench::f1194(Integer $x, String $s = 'abc1194', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1194, { 'k1194' => "v${x}-1194", 'n' => [4, 6, 0x4aa] }]
  # a comment that the lexer skips, number 1194
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1194 } default: { $local[1] - $x } } }
}
function bench::f1195(Integer $x, String $s = 'abc1195', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1195, { 'k1195' => "v${x}-1195", 'n' => [5, 7, 0x4ab] }]
  # a comment that the lexer skips, number 1195
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1195 } default: { $local[1] - $x } } }
}
function bench::f1196(Integer $x, String $s = 'abc1196', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1196, { 'k1196' => "v${x}-1196", 'n' => [6, 8, 0x4ac] }]
  # a comment that the lexer skips, number 1196
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1196 } default: { $local[1] - $x } } }
}
function bench::f1197(Integer $x, String $s = 'abc1197', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1197, { 'k1197' => "v${x}-1197", 'n' => [0, 9, 0x4ad] }]
  # a comment that the lexer skips, number 1197
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1197 } default: { $local[1] - $x } } }
}
function bench::f1198(Integer $x, String $s = 'abc1198', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1198, { 'k1198' => "v${x}-1198", 'n' => [1, 10, 0x4ae] }]
  # a comment that the lexer skips, number 1198
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1198 } default: { $local[1] - $x } } }
}
function bench::f1199(Integer $x, String $s = 'abc1199', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1199, { 'k1199' => "v${x}-1199", 'n' => [2, 0, 0x4af] }]
  # a comment that the lexer skips, number 1199
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1199 } default: { $local[1] - $x } } }
}
function bench::f1200(Integer $x, String $s = 'abc1200', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1200, { 'k1200' => "v${x}-1200", 'n' => [3, 1, 0x4b0] }]
  # a comment that the lexer skips, number 1200
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1200 } default: { $local[1] - $x } } }
}
$data1200 = { 'name' => 'item1200', 'list' => [0, 1, 2, 3], 'nested' => { 'a' => { 'b' => 1200 } } }
function bench::f1201(Integer $x, String $s = 'abc1201', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1201, { 'k1201' => "v${x}-1201", 'n' => [4, 2, 0x4b1] }]
  # a comment that the lexer skips, number 1201
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1201 } default: { $local[1] - $x } } }
}
function bench::f1202(Integer $x, String $s = 'abc1202', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1202, { 'k1202' => "v${x}-1202", 'n' => [5, 3, 0x4b2] }]
  # a comment that the lexer skips, number 1202
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1202 } default: { $local[1] - $x } } }
}
function bench::f1203(Integer $x, String $s = 'abc1203', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1203, { 'k1203' => "v${x}-1203", 'n' => [6, 4, 0x4b3] }]
  # a comment that the lexer skips, number 1203
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1203 } default: { $local[1] - $x } } }
}
function bench::f1204(Integer $x, String $s = 'abc1204', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1204, { 'k1204' => "v${x}-1204", 'n' => [0, 5, 0x4b4] }]
  # a comment that the lexer skips, number 1204
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1204 } default: { $local[1] - $x } } }
}
function bench::f1205(Integer $x, String $s = 'abc1205', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1205, { 'k1205' => "v${x}-1205", 'n' => [1, 6, 0x4b5] }]
  # a comment that the lexer skips, number 1205
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1205 } default: { $local[1] - $x } } }
}
function bench::f1206(Integer $x, String $s = 'abc1206', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1206, { 'k1206' => "v${x}-1206", 'n' => [2, 7, 0x4b6] }]
  # a comment that the lexer skips, number 1206
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1206 } default: { $local[1] - $x } } }
}
function bench::f1207(Integer $x, String $s = 'abc1207', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1207, { 'k1207' => "v${x}-1207", 'n' => [3, 8, 0x4b7] }]
  # a comment that the lexer skips, number 1207
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1207 } default: { $local[1] - $x } } }
}
function bench::f1208(Integer $x, String $s = 'abc1208', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1208, { 'k1208' => "v${x}-1208", 'n' => [4, 9, 0x4b8] }]
  # a comment that the lexer skips, number 1208
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1208 } default: { $local[1] - $x } } }
}
function bench::f1209(Integer $x, String $s = 'abc1209', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1209, { 'k1209' => "v${x}-1209", 'n' => [5, 10, 0x4b9] }]
  # a comment that the lexer skips, number 1209
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1209 } default: { $local[1] - $x } } }
}
function bench::f1210(Integer $x, String $s = 'abc1210', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1210, { 'k1210' => "v${x}-1210", 'n' => [6, 0, 0x4ba] }]
  # a comment that the lexer skips, number 1210
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1210 } default: { $local[1] - $x } } }
}
$data1210 = { 'name' => 'item1210', 'list' => [0], 'nested' => { 'a' => { 'b' => 1210 } } }
function bench::f1211(Integer $x, String $s = 'abc1211', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1211, { 'k1211' => "v${x}-1211", 'n' => [0, 1, 0x4bb] }]
  # a comment that the lexer skips, number 1211
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1211 } default: { $local[1] - $x } } }
}
function bench::f1212(Integer $x, String $s = 'abc1212', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1212, { 'k1212' => "v${x}-1212", 'n' => [1, 2, 0x4bc] }]
  # a comment that the lexer skips, number 1212
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1212 } default: { $local[1] - $x } } }
}
function bench::f1213(Integer $x, String $s = 'abc1213', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1213, { 'k1213' => "v${x}-1213", 'n' => [2, 3, 0x4bd] }]
  # a comment that the lexer skips, number 1213
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1213 } default: { $local[1] - $x } } }
}
function bench::f1214(Integer $x, String $s = 'abc1214', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1214, { 'k1214' => "v${x}-1214", 'n' => [3, 4, 0x4be] }]
  # a comment that the lexer skips, number 1214
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1214 } default: { $local[1] - $x } } }
}
function bench::f1215(Integer $x, String $s = 'abc1215', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1215, { 'k1215' => "v${x}-1215", 'n' => [4, 5, 0x4bf] }]
  # a comment that the lexer skips, number 1215
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1215 } default: { $local[1] - $x } } }
}
function bench::f1216(Integer $x, String $s = 'abc1216', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1216, { 'k1216' => "v${x}-1216", 'n' => [5, 6, 0x4c0] }]
  # a comment that the lexer skips, number 1216
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1216 } default: { $local[1] - $x } } }
}
function bench::f1217(Integer $x, String $s = 'abc1217', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1217, { 'k1217' => "v${x}-1217", 'n' => [6, 7, 0x4c1] }]
  # a comment that the lexer skips, number 1217
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1217 } default: { $local[1] - $x } } }
}
function bench::f1218(Integer $x, String $s = 'abc1218', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1218, { 'k1218' => "v${x}-1218", 'n' => [0, 8, 0x4c2] }]
  # a comment that the lexer skips, number 1218
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1218 } default: { $local[1] - $x } } }
}
function bench::f1219(Integer $x, String $s = 'abc1219', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1219, { 'k1219' => "v${x}-1219", 'n' => [1, 9, 0x4c3] }]
  # a comment that the lexer skips, number 1219
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1219 } default: { $local[1] - $x } } }
}
function bench::f1220(Integer $x, String $s = 'abc1220', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1220, { 'k1220' => "v${x}-1220", 'n' => [2, 10, 0x4c4] }]
  # a comment that the lexer skips, number 1220
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1220 } default: { $local[1] - $x } } }
}
$data1220 = { 'name' => 'item1220', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'nested' => { 'a' => { 'b' => 1220 } } }
function bench::f1221(Integer $x, String $s = 'abc1221', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1221, { 'k1221' => "v${x}-1221", 'n' => [3, 0, 0x4c5] }]
  # a comment that the lexer skips, number 1221
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1221 } default: { $local[1] - $x } } }
}
function bench::f1222(Integer $x, String $s = 'abc1222', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1222, { 'k1222' => "v${x}-1222", 'n' => [4, 1, 0x4c6] }]
  # a comment that the lexer skips, number 1222
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1222 } default: { $local[1] - $x } } }
}
function bench::f1223(Integer $x, String $s = 'abc1223', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1223, { 'k1223' => "v${x}-1223", 'n' => [5, 2, 0x4c7] }]
  # a comment that the lexer skips, number 1223
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1223 } default: { $local[1] - $x } } }
}
function bench::f1224(Integer $x, String $s = 'abc1224', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1224, { 'k1224' => "v${x}-1224", 'n' => [6, 3, 0x4c8] }]
  # a comment that the lexer skips, number 1224
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1224 } default: { $local[1] - $x } } }
}
function bench::f1225(Integer $x, String $s = 'abc1225', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1225, { 'k1225' => "v${x}-1225", 'n' => [0, 4, 0x4c9] }]
  # a comment that the lexer skips, number 1225
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1225 } default: { $local[1] - $x } } }
}
function bench::f1226(Integer $x, String $s = 'abc1226', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1226, { 'k1226' => "v${x}-1226", 'n' => [1, 5, 0x4ca] }]
  # a comment that the lexer skips, number 1226
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1226 } default: { $local[1] - $x } } }
}
function bench::f1227(Integer $x, String $s = 'abc1227', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1227, { 'k1227' => "v${x}-1227", 'n' => [2, 6, 0x4cb] }]
  # a comment that the lexer skips, number 1227
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1227 } default: { $local[1] - $x } } }
}
function bench::f1228(Integer $x, String $s = 'abc1228', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1228, { 'k1228' => "v${x}-1228", 'n' => [3, 7, 0x4cc] }]
  # a comment that the lexer skips, number 1228
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1228 } default: { $local[1] - $x } } }
}
function bench::f1229(Integer $x, String $s = 'abc1229', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1229, { 'k1229' => "v${x}-1229", 'n' => [4, 8, 0x4cd] }]
  # a comment that the lexer skips, number 1229
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1229 } default: { $local[1] - $x } } }
}
function bench::f1230(Integer $x, String $s = 'abc1230', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1230, { 'k1230' => "v${x}-1230", 'n' => [5, 9, 0x4ce] }]
  # a comment that the lexer skips, number 1230
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1230 } default: { $local[1] - $x } } }
}
$data1230 = { 'name' => 'item1230', 'list' => [0, 1, 2, 3, 4, 5, 6, 7], 'nested' => { 'a' => { 'b' => 1230 } } }
function bench::f1231(Integer $x, String $s = 'abc1231', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1231, { 'k1231' => "v${x}-1231", 'n' => [6, 10, 0x4cf] }]
  # a comment that the lexer skips, number 1231
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1231 } default: { $local[1] - $x } } }
}
function bench::f1232(Integer $x, String $s = 'abc1232', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1232, { 'k1232' => "v${x}-1232", 'n' => [0, 0, 0x4d0] }]
  # a comment that the lexer skips, number 1232
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1232 } default: { $local[1] - $x } } }
}
function bench::f1233(Integer $x, String $s = 'abc1233', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1233, { 'k1233' => "v${x}-1233", 'n' => [1, 1, 0x4d1] }]
  # a comment that the lexer skips, number 1233
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1233 } default: { $local[1] - $x } } }
}
function bench::f1234(Integer $x, String $s = 'abc1234', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1234, { 'k1234' => "v${x}-1234", 'n' => [2, 2, 0x4d2] }]
  # a comment that the lexer skips, number 1234
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1234 } default: { $local[1] - $x } } }
}
function bench::f1235(Integer $x, String $s = 'abc1235', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1235, { 'k1235' => "v${x}-1235", 'n' => [3, 3, 0x4d3] }]
  # a comment that the lexer skips, number 1235
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1235 } default: { $local[1] - $x } } }
}
function bench::f1236(Integer $x, String $s = 'abc1236', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1236, { 'k1236' => "v${x}-1236", 'n' => [4, 4, 0x4d4] }]
  # a comment that the lexer skips, number 1236
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1236 } default: { $local[1] - $x } } }
}
function bench::f1237(Integer $x, String $s = 'abc1237', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1237, { 'k1237' => "v${x}-1237", 'n' => [5, 5, 0x4d5] }]
  # a comment that the lexer skips, number 1237
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1237 } default: { $local[1] - $x } } }
}
function bench::f1238(Integer $x, String $s = 'abc1238', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1238, { 'k1238' => "v${x}-1238", 'n' => [6, 6, 0x4d6] }]
  # a comment that the lexer skips, number 1238
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1238 } default: { $local[1] - $x } } }
}
function bench::f1239(Integer $x, String $s = 'abc1239', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1239, { 'k1239' => "v${x}-1239", 'n' => [0, 7, 0x4d7] }]
  # a comment that the lexer skips, number 1239
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1239 } default: { $local[1] - $x } } }
}
function bench::f1240(Integer $x, String $s = 'abc1240', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1240, { 'k1240' => "v${x}-1240", 'n' => [1, 8, 0x4d8] }]
  # a comment that the lexer skips, number 1240
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1240 } default: { $local[1] - $x } } }
}
$data1240 = { 'name' => 'item1240', 'list' => [0, 1, 2, 3, 4], 'nested' => { 'a' => { 'b' => 1240 } } }
function bench::f1241(Integer $x, String $s = 'abc1241', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1241, { 'k1241' => "v${x}-1241", 'n' => [2, 9, 0x4d9] }]
  # a comment that the lexer skips, number 1241
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1241 } default: { $local[1] - $x } } }
}
function bench::f1242(Integer $x, String $s = 'abc1242', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1242, { 'k1242' => "v${x}-1242", 'n' => [3, 10, 0x4da] }]
  # a comment that the lexer skips, number 1242
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1242 } default: { $local[1] - $x } } }
}
function bench::f1243(Integer $x, String $s = 'abc1243', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1243, { 'k1243' => "v${x}-1243", 'n' => [4, 0, 0x4db] }]
  # a comment that the lexer skips, number 1243
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1243 } default: { $local[1] - $x } } }
}
function bench::f1244(Integer $x, String $s = 'abc1244', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1244, { 'k1244' => "v${x}-1244", 'n' => [5, 1, 0x4dc] }]
  # a comment that the lexer skips, number 1244
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1244 } default: { $local[1] - $x } } }
}
function bench::f1245(Integer $x, String $s = 'abc1245', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1245, { 'k1245' => "v${x}-1245", 'n' => [6, 2, 0x4dd] }]
  # a comment that the lexer skips, number 1245
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1245 } default: { $local[1] - $x } } }
}
function bench::f1246(Integer $x, String $s = 'abc1246', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1246, { 'k1246' => "v${x}-1246", 'n' => [0, 3, 0x4de] }]
  # a comment that the lexer skips, number 1246
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1246 } default: { $local[1] - $x } } }
}
function bench::f1247(Integer $x, String $s = 'abc1247', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1247, { 'k1247' => "v${x}-1247", 'n' => [1, 4, 0x4df] }]
  # a comment that the lexer skips, number 1247
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1247 } default: { $local[1] - $x } } }
}
function bench::f1248(Integer $x, String $s = 'abc1248', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1248, { 'k1248' => "v${x}-1248", 'n' => [2, 5, 0x4e0] }]
  # a comment that the lexer skips, number 1248
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1248 } default: { $local[1] - $x } } }
}
function bench::f1249(Integer $x, String $s = 'abc1249', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1249, { 'k1249' => "v${x}-1249", 'n' => [3, 6, 0x4e1] }]
  # a comment that the lexer skips, number 1249
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1249 } default: { $local[1] - $x } } }
}
function bench::f1250(Integer $x, String $s = 'abc1250', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1250, { 'k1250' => "v${x}-1250", 'n' => [4, 7, 0x4e2] }]
  # a comment that the lexer skips, number 1250
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1250 } default: { $local[1] - $x } } }
}
$data1250 = { 'name' => 'item1250', 'list' => [0, 1], 'nested' => { 'a' => { 'b' => 1250 } } }
function bench::f1251(Integer $x, String $s = 'abc1251', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1251, { 'k1251' => "v${x}-1251", 'n' => [5, 8, 0x4e3] }]
  # a comment that the lexer skips, number 1251
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1251 } default: { $local[1] - $x } } }
}
function bench::f1252(Integer $x, String $s = 'abc1252', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1252, { 'k1252' => "v${x}-1252", 'n' => [6, 9, 0x4e4] }]
  # a comment that the lexer skips, number 1252
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1252 } default: { $local[1] - $x } } }
}
function bench::f1253(Integer $x, String $s = 'abc1253', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1253, { 'k1253' => "v${x}-1253", 'n' => [0, 10, 0x4e5] }]
  # a comment that the lexer skips, number 1253
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1253 } default: { $local[1] - $x } } }
}
function bench::f1254(Integer $x, String $s = 'abc1254', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1254, { 'k1254' => "v${x}-1254", 'n' => [1, 0, 0x4e6] }]
  # a comment that the lexer skips, number 1254
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1254 } default: { $local[1] - $x } } }
}
function bench::f1255(Integer $x, String $s = 'abc1255', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1255, { 'k1255' => "v${x}-1255", 'n' => [2, 1, 0x4e7] }]
  # a comment that the lexer skips, number 1255
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1255 } default: { $local[1] - $x } } }
}
function bench::f1256(Integer $x, String $s = 'abc1256', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1256, { 'k1256' => "v${x}-1256", 'n' => [3, 2, 0x4e8] }]
  # a comment that the lexer skips, number 1256
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1256 } default: { $local[1] - $x } } }
}
function bench::f1257(Integer $x, String $s = 'abc1257', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1257, { 'k1257' => "v${x}-1257", 'n' => [4, 3, 0x4e9] }]
  # a comment that the lexer skips, number 1257
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1257 } default: { $local[1] - $x } } }
}
function bench::f1258(Integer $x, String $s = 'abc1258', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1258, { 'k1258' => "v${x}-1258", 'n' => [5, 4, 0x4ea] }]
  # a comment that the lexer skips, number 1258
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1258 } default: { $local[1] - $x } } }
}
function bench::f1259(Integer $x, String $s = 'abc1259', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1259, { 'k1259' => "v${x}-1259", 'n' => [6, 5, 0x4eb] }]
  # a comment that the lexer skips, number 1259
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1259 } default: { $local[1] - $x } } }
}
function bench::f1260(Integer $x, String $s = 'abc1260', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1260, { 'k1260' => "v${x}-1260", 'n' => [0, 6, 0x4ec] }]
  # a comment that the lexer skips, number 1260
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1260 } default: { $local[1] - $x } } }
}
$data1260 = { 'name' => 'item1260', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'nested' => { 'a' => { 'b' => 1260 } } }
function bench::f1261(Integer $x, String $s = 'abc1261', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1261, { 'k1261' => "v${x}-1261", 'n' => [1, 7, 0x4ed] }]
  # a comment that the lexer skips, number 1261
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1261 } default: { $local[1] - $x } } }
}
function bench::f1262(Integer $x, String $s = 'abc1262', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1262, { 'k1262' => "v${x}-1262", 'n' => [2, 8, 0x4ee] }]
  # a comment that the lexer skips, number 1262
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1262 } default: { $local[1] - $x } } }
}
function bench::f1263(Integer $x, String $s = 'abc1263', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1263, { 'k1263' => "v${x}-1263", 'n' => [3, 9, 0x4ef] }]
  # a comment that the lexer skips, number 1263
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1263 } default: { $local[1] - $x } } }
}
function bench::f1264(Integer $x, String $s = 'abc1264', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1264, { 'k1264' => "v${x}-1264", 'n' => [4, 10, 0x4f0] }]
  # a comment that the lexer skips, number 1264
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1264 } default: { $local[1] - $x } } }
}
function bench::f1265(Integer $x, String $s = 'abc1265', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1265, { 'k1265' => "v${x}-1265", 'n' => [5, 0, 0x4f1] }]
  # a comment that the lexer skips, number 1265
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1265 } default: { $local[1] - $x } } }
}
function bench::f1266(Integer $x, String $s = 'abc1266', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1266, { 'k1266' => "v${x}-1266", 'n' => [6, 1, 0x4f2] }]
  # a comment that the lexer skips, number 1266
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1266 } default: { $local[1] - $x } } }
}
function bench::f1267(Integer $x, String $s = 'abc1267', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1267, { 'k1267' => "v${x}-1267", 'n' => [0, 2, 0x4f3] }]
  # a comment that the lexer skips, number 1267
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1267 } default: { $local[1] - $x } } }
}
function bench::f1268(Integer $x, String $s = 'abc1268', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1268, { 'k1268' => "v${x}-1268", 'n' => [1, 3, 0x4f4] }]
  # a comment that the lexer skips, number 1268
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1268 } default: { $local[1] - $x } } }
}
function bench::f1269(Integer $x, String $s = 'abc1269', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1269, { 'k1269' => "v${x}-1269", 'n' => [2, 4, 0x4f5] }]
  # a comment that the lexer skips, number 1269
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1269 } default: { $local[1] - $x } } }
}
function bench::f1270(Integer $x, String $s = 'abc1270', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1270, { 'k1270' => "v${x}-1270", 'n' => [3, 5, 0x4f6] }]
  # a comment that the lexer skips, number 1270
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1270 } default: { $local[1] - $x } } }
}
$data1270 = { 'name' => 'item1270', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8], 'nested' => { 'a' => { 'b' => 1270 } } }
function bench::f1271(Integer $x, String $s = 'abc1271', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1271, { 'k1271' => "v${x}-1271", 'n' => [4, 6, 0x4f7] }]
  # a comment that the lexer skips, number 1271
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1271 } default: { $local[1] - $x } } }
}
function bench::f1272(Integer $x, String $s = 'abc1272', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1272, { 'k1272' => "v${x}-1272", 'n' => [5, 7, 0x4f8] }]
  # a comment that the lexer skips, number 1272
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1272 } default: { $local[1] - $x } } }
}
function bench::f1273(Integer $x, String $s = 'abc1273', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1273, { 'k1273' => "v${x}-1273", 'n' => [6, 8, 0x4f9] }]
  # a comment that the lexer skips, number 1273
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1273 } default: { $local[1] - $x } } }
}
function bench::f1274(Integer $x, String $s = 'abc1274', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1274, { 'k1274' => "v${x}-1274", 'n' => [0, 9, 0x4fa] }]
  # a comment that the lexer skips, number 1274
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1274 } default: { $local[1] - $x } } }
}
function bench::f1275(Integer $x, String $s = 'abc1275', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1275, { 'k1275' => "v${x}-1275", 'n' => [1, 10, 0x4fb] }]
  # a comment that the lexer skips, number 1275
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1275 } default: { $local[1] - $x } } }
}
function bench::f1276(Integer $x, String $s = 'abc1276', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1276, { 'k1276' => "v${x}-1276", 'n' => [2, 0, 0x4fc] }]
  # a comment that the lexer skips, number 1276
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1276 } default: { $local[1] - $x } } }
}
function bench::f1277(Integer $x, String $s = 'abc1277', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1277, { 'k1277' => "v${x}-1277", 'n' => [3, 1, 0x4fd] }]
  # a comment that the lexer skips, number 1277
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1277 } default: { $local[1] - $x } } }
}
function bench::f1278(Integer $x, String $s = 'abc1278', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1278, { 'k1278' => "v${x}-1278", 'n' => [4, 2, 0x4fe] }]
  # a comment that the lexer skips, number 1278
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1278 } default: { $local[1] - $x } } }
}
function bench::f1279(Integer $x, String $s = 'abc1279', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1279, { 'k1279' => "v${x}-1279", 'n' => [5, 3, 0x4ff] }]
  # a comment that the lexer skips, number 1279
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1279 } default: { $local[1] - $x } } }
}
function bench::f1280(Integer $x, String $s = 'abc1280', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1280, { 'k1280' => "v${x}-1280", 'n' => [6, 4, 0x500] }]
  # a comment that the lexer skips, number 1280
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1280 } default: { $local[1] - $x } } }
}
$data1280 = { 'name' => 'item1280', 'list' => [0, 1, 2, 3, 4, 5], 'nested' => { 'a' => { 'b' => 1280 } } }
function bench::f1281(Integer $x, String $s = 'abc1281', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1281, { 'k1281' => "v${x}-1281", 'n' => [0, 5, 0x501] }]
  # a comment that the lexer skips, number 1281
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1281 } default: { $local[1] - $x } } }
}
function bench::f1282(Integer $x, String $s = 'abc1282', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1282, { 'k1282' => "v${x}-1282", 'n' => [1, 6, 0x502] }]
  # a comment that the lexer skips, number 1282
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1282 } default: { $local[1] - $x } } }
}
function bench::f1283(Integer $x, String $s = 'abc1283', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1283, { 'k1283' => "v${x}-1283", 'n' => [2, 7, 0x503] }]
  # a comment that the lexer skips, number 1283
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1283 } default: { $local[1] - $x } } }
}
function bench::f1284(Integer $x, String $s = 'abc1284', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1284, { 'k1284' => "v${x}-1284", 'n' => [3, 8, 0x504] }]
  # a comment that the lexer skips, number 1284
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1284 } default: { $local[1] - $x } } }
}
function bench::f1285(Integer $x, String $s = 'abc1285', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1285, { 'k1285' => "v${x}-1285", 'n' => [4, 9, 0x505] }]
  # a comment that the lexer skips, number 1285
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1285 } default: { $local[1] - $x } } }
}
function bench::f1286(Integer $x, String $s = 'abc1286', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1286, { 'k1286' => "v${x}-1286", 'n' => [5, 10, 0x506] }]
  # a comment that the lexer skips, number 1286
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1286 } default: { $local[1] - $x } } }
}
function bench::f1287(Integer $x, String $s = 'abc1287', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1287, { 'k1287' => "v${x}-1287", 'n' => [6, 0, 0x507] }]
  # a comment that the lexer skips, number 1287
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1287 } default: { $local[1] - $x } } }
}
function bench::f1288(Integer $x, String $s = 'abc1288', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1288, { 'k1288' => "v${x}-1288", 'n' => [0, 1, 0x508] }]
  # a comment that the lexer skips, number 1288
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1288 } default: { $local[1] - $x } } }
}
function bench::f1289(Integer $x, String $s = 'abc1289', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1289, { 'k1289' => "v${x}-1289", 'n' => [1, 2, 0x509] }]
  # a comment that the lexer skips, number 1289
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1289 } default: { $local[1] - $x } } }
}
function bench::f1290(Integer $x, String $s = 'abc1290', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1290, { 'k1290' => "v${x}-1290", 'n' => [2, 3, 0x50a] }]
  # a comment that the lexer skips, number 1290
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1290 } default: { $local[1] - $x } } }
}
$data1290 = { 'name' => 'item1290', 'list' => [0, 1, 2], 'nested' => { 'a' => { 'b' => 1290 } } }
function bench::f1291(Integer $x, String $s = 'abc1291', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1291, { 'k1291' => "v${x}-1291", 'n' => [3, 4, 0x50b] }]
  # a comment that the lexer skips, number 1291
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1291 } default: { $local[1] - $x } } }
}
function bench::f1292(Integer $x, String $s = 'abc1292', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1292, { 'k1292' => "v${x}-1292", 'n' => [4, 5, 0x50c] }]
  # a comment that the lexer skips, number 1292
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1292 } default: { $local[1] - $x } } }
}
function bench::f1293(Integer $x, String $s = 'abc1293', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1293, { 'k1293' => "v${x}-1293", 'n' => [5, 6, 0x50d] }]
  # a comment that the lexer skips, number 1293
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1293 } default: { $local[1] - $x } } }
}
function bench::f1294(Integer $x, String $s = 'abc1294', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1294, { 'k1294' => "v${x}-1294", 'n' => [6, 7, 0x50e] }]
  # a comment that the lexer skips, number 1294
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1294 } default: { $local[1] - $x } } }
}
function bench::f1295(Integer $x, String $s = 'abc1295', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1295, { 'k1295' => "v${x}-1295", 'n' => [0, 8, 0x50f] }]
  # a comment that the lexer skips, number 1295
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1295 } default: { $local[1] - $x } } }
}
function bench::f1296(Integer $x, String $s = 'abc1296', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1296, { 'k1296' => "v${x}-1296", 'n' => [1, 9, 0x510] }]
  # a comment that the lexer skips, number 1296
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1296 } default: { $local[1] - $x } } }
}
function bench::f1297(Integer $x, String $s = 'abc1297', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1297, { 'k1297' => "v${x}-1297", 'n' => [2, 10, 0x511] }]
  # a comment that the lexer skips, number 1297
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1297 } default: { $local[1] - $x } } }
}
function bench::f1298(Integer $x, String $s = 'abc1298', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1298, { 'k1298' => "v${x}-1298", 'n' => [3, 0, 0x512] }]
  # a comment that the lexer skips, number 1298
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1298 } default: { $local[1] - $x } } }
}
function bench::f1299(Integer $x, String $s = 'abc1299', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1299, { 'k1299' => "v${x}-1299", 'n' => [4, 1, 0x513] }]
  # a comment that the lexer skips, number 1299
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1299 } default: { $local[1] - $x } } }
}
function bench::f1300(Integer $x, String $s = 'abc1300', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1300, { 'k1300' => "v${x}-1300", 'n' => [5, 2, 0x514] }]
  # a comment that the lexer skips, number 1300
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1300 } default: { $local[1] - $x } } }
}
$data1300 = { 'name' => 'item1300', 'list' => [], 'nested' => { 'a' => { 'b' => 1300 } } }
function bench::f1301(Integer $x, String $s = 'abc1301', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1301, { 'k1301' => "v${x}-1301", 'n' => [6, 3, 0x515] }]
  # a comment that the lexer skips, number 1301
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1301 } default: { $local[1] - $x } } }
}
function bench::f1302(Integer $x, String $s = 'abc1302', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1302, { 'k1302' => "v${x}-1302", 'n' => [0, 4, 0x516] }]
  # a comment that the lexer skips, number 1302
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1302 } default: { $local[1] - $x } } }
}
function bench::f1303(Integer $x, String $s = 'abc1303', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1303, { 'k1303' => "v${x}-1303", 'n' => [1, 5, 0x517] }]
  # a comment that the lexer skips, number 1303
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1303 } default: { $local[1] - $x } } }
}
function bench::f1304(Integer $x, String $s = 'abc1304', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1304, { 'k1304' => "v${x}-1304", 'n' => [2, 6, 0x518] }]
  # a comment that the lexer skips, number 1304
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1304 } default: { $local[1] - $x } } }
}
function bench::f1305(Integer $x, String $s = 'abc1305', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1305, { 'k1305' => "v${x}-1305", 'n' => [3, 7, 0x519] }]
  # a comment that the lexer skips, number 1305
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1305 } default: { $local[1] - $x } } }
}
function bench::f1306(Integer $x, String $s = 'abc1306', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1306, { 'k1306' => "v${x}-1306", 'n' => [4, 8, 0x51a] }]
  # a comment that the lexer skips, number 1306
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1306 } default: { $local[1] - $x } } }
}
function bench::f1307(Integer $x, String $s = 'abc1307', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1307, { 'k1307' => "v${x}-1307", 'n' => [5, 9, 0x51b] }]
  # a comment that the lexer skips, number 1307
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1307 } default: { $local[1] - $x } } }
}
function bench::f1308(Integer $x, String $s = 'abc1308', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1308, { 'k1308' => "v${x}-1308", 'n' => [6, 10, 0x51c] }]
  # a comment that the lexer skips, number 1308
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1308 } default: { $local[1] - $x } } }
}
function bench::f1309(Integer $x, String $s = 'abc1309', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1309, { 'k1309' => "v${x}-1309", 'n' => [0, 0, 0x51d] }]
  # a comment that the lexer skips, number 1309
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1309 } default: { $local[1] - $x } } }
}
function bench::f1310(Integer $x, String $s = 'abc1310', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1310, { 'k1310' => "v${x}-1310", 'n' => [1, 1, 0x51e] }]
  # a comment that the lexer skips, number 1310
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1310 } default: { $local[1] - $x } } }
}
$data1310 = { 'name' => 'item1310', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'nested' => { 'a' => { 'b' => 1310 } } }
function bench::f1311(Integer $x, String $s = 'abc1311', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1311, { 'k1311' => "v${x}-1311", 'n' => [2, 2, 0x51f] }]
  # a comment that the lexer skips, number 1311
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1311 } default: { $local[1] - $x } } }
}
function bench::f1312(Integer $x, String $s = 'abc1312', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1312, { 'k1312' => "v${x}-1312", 'n' => [3, 3, 0x520] }]
  # a comment that the lexer skips, number 1312
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1312 } default: { $local[1] - $x } } }
}
function bench::f1313(Integer $x, String $s = 'abc1313', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1313, { 'k1313' => "v${x}-1313", 'n' => [4, 4, 0x521] }]
  # a comment that the lexer skips, number 1313
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1313 } default: { $local[1] - $x } } }
}
function bench::f1314(Integer $x, String $s = 'abc1314', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1314, { 'k1314' => "v${x}-1314", 'n' => [5, 5, 0x522] }]
  # a comment that the lexer skips, number 1314
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1314 } default: { $local[1] - $x } } }
}
function bench::f1315(Integer $x, String $s = 'abc1315', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1315, { 'k1315' => "v${x}-1315", 'n' => [6, 6, 0x523] }]
  # a comment that the lexer skips, number 1315
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1315 } default: { $local[1] - $x } } }
}
function bench::f1316(Integer $x, String $s = 'abc1316', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1316, { 'k1316' => "v${x}-1316", 'n' => [0, 7, 0x524] }]
  # a comment that the lexer skips, number 1316
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1316 } default: { $local[1] - $x } } }
}
function bench::f1317(Integer $x, String $s = 'abc1317', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1317, { 'k1317' => "v${x}-1317", 'n' => [1, 8, 0x525] }]
  # a comment that the lexer skips, number 1317
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1317 } default: { $local[1] - $x } } }
}
function bench::f1318(Integer $x, String $s = 'abc1318', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1318, { 'k1318' => "v${x}-1318", 'n' => [2, 9, 0x526] }]
  # a comment that the lexer skips, number 1318
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1318 } default: { $local[1] - $x } } }
}
function bench::f1319(Integer $x, String $s = 'abc1319', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1319, { 'k1319' => "v${x}-1319", 'n' => [3, 10, 0x527] }]
  # a comment that the lexer skips, number 1319
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1319 } default: { $local[1] - $x } } }
}
function bench::f1320(Integer $x, String $s = 'abc1320', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1320, { 'k1320' => "v${x}-1320", 'n' => [4, 0, 0x528] }]
  # a comment that the lexer skips, number 1320
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1320 } default: { $local[1] - $x } } }
}
$data1320 = { 'name' => 'item1320', 'list' => [0, 1, 2, 3, 4, 5, 6], 'nested' => { 'a' => { 'b' => 1320 } } }
function bench::f1321(Integer $x, String $s = 'abc1321', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1321, { 'k1321' => "v${x}-1321", 'n' => [5, 1, 0x529] }]
  # a comment that the lexer skips, number 1321
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1321 } default: { $local[1] - $x } } }
}
function bench::f1322(Integer $x, String $s = 'abc1322', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1322, { 'k1322' => "v${x}-1322", 'n' => [6, 2, 0x52a] }]
  # a comment that the lexer skips, number 1322
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1322 } default: { $local[1] - $x } } }
}
function bench::f1323(Integer $x, String $s = 'abc1323', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1323, { 'k1323' => "v${x}-1323", 'n' => [0, 3, 0x52b] }]
  # a comment that the lexer skips, number 1323
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1323 } default: { $local[1] - $x } } }
}
function bench::f1324(Integer $x, String $s = 'abc1324', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1324, { 'k1324' => "v${x}-1324", 'n' => [1, 4, 0x52c] }]
  # a comment that the lexer skips, number 1324
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1324 } default: { $local[1] - $x } } }
}
function bench::f1325(Integer $x, String $s = 'abc1325', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1325, { 'k1325' => "v${x}-1325", 'n' => [2, 5, 0x52d] }]
  # a comment that the lexer skips, number 1325
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1325 } default: { $local[1] - $x } } }
}
function bench::f1326(Integer $x, String $s = 'abc1326', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1326, { 'k1326' => "v${x}-1326", 'n' => [3, 6, 0x52e] }]
  # a comment that the lexer skips, number 1326
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1326 } default: { $local[1] - $x } } }
}
function bench::f1327(Integer $x, String $s = 'abc1327', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1327, { 'k1327' => "v${x}-1327", 'n' => [4, 7, 0x52f] }]
  # a comment that the lexer skips, number 1327
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1327 } default: { $local[1] - $x } } }
}
function bench::f1328(Integer $x, String $s = 'abc1328', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1328, { 'k1328' => "v${x}-1328", 'n' => [5, 8, 0x530] }]
  # a comment that the lexer skips, number 1328
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1328 } default: { $local[1] - $x } } }
}
function bench::f1329(Integer $x, String $s = 'abc1329', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1329, { 'k1329' => "v${x}-1329", 'n' => [6, 9, 0x531] }]
  # a comment that the lexer skips, number 1329
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1329 } default: { $local[1] - $x } } }
}
function bench::f1330(Integer $x, String $s = 'abc1330', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1330, { 'k1330' => "v${x}-1330", 'n' => [0, 10, 0x532] }]
  # a comment that the lexer skips, number 1330
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1330 } default: { $local[1] - $x } } }
}
$data1330 = { 'name' => 'item1330', 'list' => [0, 1, 2, 3], 'nested' => { 'a' => { 'b' => 1330 } } }
function bench::f1331(Integer $x, String $s = 'abc1331', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1331, { 'k1331' => "v${x}-1331", 'n' => [1, 0, 0x533] }]
  # a comment that the lexer skips, number 1331
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1331 } default: { $local[1] - $x } } }
}
function bench::f1332(Integer $x, String $s = 'abc1332', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1332, { 'k1332' => "v${x}-1332", 'n' => [2, 1, 0x534] }]
  # a comment that the lexer skips, number 1332
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1332 } default: { $local[1] - $x } } }
}
function bench::f1333(Integer $x, String $s = 'abc1333', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1333, { 'k1333' => "v${x}-1333", 'n' => [3, 2, 0x535] }]
  # a comment that the lexer skips, number 1333
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1333 } default: { $local[1] - $x } } }
}
function bench::f1334(Integer $x, String $s = 'abc1334', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1334, { 'k1334' => "v${x}-1334", 'n' => [4, 3, 0x536] }]
  # a comment that the lexer skips, number 1334
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1334 } default: { $local[1] - $x } } }
}
function bench::f1335(Integer $x, String $s = 'abc1335', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1335, { 'k1335' => "v${x}-1335", 'n' => [5, 4, 0x537] }]
  # a comment that the lexer skips, number 1335
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1335 } default: { $local[1] - $x } } }
}
function bench::f1336(Integer $x, String $s = 'abc1336', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1336, { 'k1336' => "v${x}-1336", 'n' => [6, 5, 0x538] }]
  # a comment that the lexer skips, number 1336
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1336 } default: { $local[1] - $x } } }
}
function bench::f1337(Integer $x, String $s = 'abc1337', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1337, { 'k1337' => "v${x}-1337", 'n' => [0, 6, 0x539] }]
  # a comment that the lexer skips, number 1337
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1337 } default: { $local[1] - $x } } }
}
function bench::f1338(Integer $x, String $s = 'abc1338', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1338, { 'k1338' => "v${x}-1338", 'n' => [1, 7, 0x53a] }]
  # a comment that the lexer skips, number 1338
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1338 } default: { $local[1] - $x } } }
}
function bench::f1339(Integer $x, String $s = 'abc1339', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1339, { 'k1339' => "v${x}-1339", 'n' => [2, 8, 0x53b] }]
  # a comment that the lexer skips, number 1339
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1339 } default: { $local[1] - $x } } }
}
function bench::f1340(Integer $x, String $s = 'abc1340', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1340, { 'k1340' => "v${x}-1340", 'n' => [3, 9, 0x53c] }]
  # a comment that the lexer skips, number 1340
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1340 } default: { $local[1] - $x } } }
}
$data1340 = { 'name' => 'item1340', 'list' => [0], 'nested' => { 'a' => { 'b' => 1340 } } }
function bench::f1341(Integer $x, String $s = 'abc1341', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1341, { 'k1341' => "v${x}-1341", 'n' => [4, 10, 0x53d] }]
  # a comment that the lexer skips, number 1341
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1341 } default: { $local[1] - $x } } }
}
function bench::f1342(Integer $x, String $s = 'abc1342', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1342, { 'k1342' => "v${x}-1342", 'n' => [5, 0, 0x53e] }]
  # a comment that the lexer skips, number 1342
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1342 } default: { $local[1] - $x } } }
}
function bench::f1343(Integer $x, String $s = 'abc1343', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1343, { 'k1343' => "v${x}-1343", 'n' => [6, 1, 0x53f] }]
  # a comment that the lexer skips, number 1343
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1343 } default: { $local[1] - $x } } }
}
function bench::f1344(Integer $x, String $s = 'abc1344', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1344, { 'k1344' => "v${x}-1344", 'n' => [0, 2, 0x540] }]
  # a comment that the lexer skips, number 1344
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1344 } default: { $local[1] - $x } } }
}
function bench::f1345(Integer $x, String $s = 'abc1345', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1345, { 'k1345' => "v${x}-1345", 'n' => [1, 3, 0x541] }]
  # a comment that the lexer skips, number 1345
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1345 } default: { $local[1] - $x } } }
}
function bench::f1346(Integer $x, String $s = 'abc1346', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1346, { 'k1346' => "v${x}-1346", 'n' => [2, 4, 0x542] }]
  # a comment that the lexer skips, number 1346
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1346 } default: { $local[1] - $x } } }
}
function bench::f1347(Integer $x, String $s = 'abc1347', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1347, { 'k1347' => "v${x}-1347", 'n' => [3, 5, 0x543] }]
  # a comment that the lexer skips, number 1347
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1347 } default: { $local[1] - $x } } }
}
function bench::f1348(Integer $x, String $s = 'abc1348', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1348, { 'k1348' => "v${x}-1348", 'n' => [4, 6, 0x544] }]
  # a comment that the lexer skips, number 1348
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1348 } default: { $local[1] - $x } } }
}
function bench::f1349(Integer $x, String $s = 'abc1349', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1349, { 'k1349' => "v${x}-1349", 'n' => [5, 7, 0x545] }]
  # a comment that the lexer skips, number 1349
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1349 } default: { $local[1] - $x } } }
}
function bench::f1350(Integer $x, String $s = 'abc1350', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1350, { 'k1350' => "v${x}-1350", 'n' => [6, 8, 0x546] }]
  # a comment that the lexer skips, number 1350
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1350 } default: { $local[1] - $x } } }
}
$data1350 = { 'name' => 'item1350', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'nested' => { 'a' => { 'b' => 1350 } } }
function bench::f1351(Integer $x, String $s = 'abc1351', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1351, { 'k1351' => "v${x}-1351", 'n' => [0, 9, 0x547] }]
  # a comment that the lexer skips, number 1351
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1351 } default: { $local[1] - $x } } }
}
function bench::f1352(Integer $x, String $s = 'abc1352', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1352, { 'k1352' => "v${x}-1352", 'n' => [1, 10, 0x548] }]
  # a comment that the lexer skips, number 1352
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1352 } default: { $local[1] - $x } } }
}
function bench::f1353(Integer $x, String $s = 'abc1353', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1353, { 'k1353' => "v${x}-1353", 'n' => [2, 0, 0x549] }]
  # a comment that the lexer skips, number 1353
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1353 } default: { $local[1] - $x } } }
}
function bench::f1354(Integer $x, String $s = 'abc1354', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1354, { 'k1354' => "v${x}-1354", 'n' => [3, 1, 0x54a] }]
  # a comment that the lexer skips, number 1354
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1354 } default: { $local[1] - $x } } }
}
function bench::f1355(Integer $x, String $s = 'abc1355', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1355, { 'k1355' => "v${x}-1355", 'n' => [4, 2, 0x54b] }]
  # a comment that the lexer skips, number 1355
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1355 } default: { $local[1] - $x } } }
}
function bench::f1356(Integer $x, String $s = 'abc1356', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1356, { 'k1356' => "v${x}-1356", 'n' => [5, 3, 0x54c] }]
  # a comment that the lexer skips, number 1356
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1356 } default: { $local[1] - $x } } }
}
function bench::f1357(Integer $x, String $s = 'abc1357', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1357, { 'k1357' => "v${x}-1357", 'n' => [6, 4, 0x54d] }]
  # a comment that the lexer skips, number 1357
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1357 } default: { $local[1] - $x } } }
}
function bench::f1358(Integer $x, String $s = 'abc1358', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1358, { 'k1358' => "v${x}-1358", 'n' => [0, 5, 0x54e] }]
  # a comment that the lexer skips, number 1358
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1358 } default: { $local[1] - $x } } }
}
function bench::f1359(Integer $x, String $s = 'abc1359', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1359, { 'k1359' => "v${x}-1359", 'n' => [1, 6, 0x54f] }]
  # a comment that the lexer skips, number 1359
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1359 } default: { $local[1] - $x } } }
}
function bench::f1360(Integer $x, String $s = 'abc1360', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1360, { 'k1360' => "v${x}-1360", 'n' => [2, 7, 0x550] }]
  # a comment that the lexer skips, number 1360
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1360 } default: { $local[1] - $x } } }
}
$data1360 = { 'name' => 'item1360', 'list' => [0, 1, 2, 3, 4, 5, 6, 7], 'nested' => { 'a' => { 'b' => 1360 } } }
function bench::f1361(Integer $x, String $s = 'abc1361', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1361, { 'k1361' => "v${x}-1361", 'n' => [3, 8, 0x551] }]
  # a comment that the lexer skips, number 1361
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1361 } default: { $local[1] - $x } } }
}
function bench::f1362(Integer $x, String $s = 'abc1362', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1362, { 'k1362' => "v${x}-1362", 'n' => [4, 9, 0x552] }]
  # a comment that the lexer skips, number 1362
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1362 } default: { $local[1] - $x } } }
}
function bench::f1363(Integer $x, String $s = 'abc1363', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1363, { 'k1363' => "v${x}-1363", 'n' => [5, 10, 0x553] }]
  # a comment that the lexer skips, number 1363
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1363 } default: { $local[1] - $x } } }
}
function bench::f1364(Integer $x, String $s = 'abc1364', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1364, { 'k1364' => "v${x}-1364", 'n' => [6, 0, 0x554] }]
  # a comment that the lexer skips, number 1364
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1364 } default: { $local[1] - $x } } }
}
function bench::f1365(Integer $x, String $s = 'abc1365', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1365, { 'k1365' => "v${x}-1365", 'n' => [0, 1, 0x555] }]
  # a comment that the lexer skips, number 1365
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1365 } default: { $local[1] - $x } } }
}
function bench::f1366(Integer $x, String $s = 'abc1366', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1366, { 'k1366' => "v${x}-1366", 'n' => [1, 2, 0x556] }]
  # a comment that the lexer skips, number 1366
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1366 } default: { $local[1] - $x } } }
}
function bench::f1367(Integer $x, String $s = 'abc1367', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1367, { 'k1367' => "v${x}-1367", 'n' => [2, 3, 0x557] }]
  # a comment that the lexer skips, number 1367
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1367 } default: { $local[1] - $x } } }
}
function bench::f1368(Integer $x, String $s = 'abc1368', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1368, { 'k1368' => "v${x}-1368", 'n' => [3, 4, 0x558] }]
  # a comment that the lexer skips, number 1368
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1368 } default: { $local[1] - $x } } }
}
function bench::f1369(Integer $x, String $s = 'abc1369', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1369, { 'k1369' => "v${x}-1369", 'n' => [4, 5, 0x559] }]
  # a comment that the lexer skips, number 1369
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1369 } default: { $local[1] - $x } } }
}
function bench::f1370(Integer $x, String $s = 'abc1370', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1370, { 'k1370' => "v${x}-1370", 'n' => [5, 6, 0x55a] }]
  # a comment that the lexer skips, number 1370
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1370 } default: { $local[1] - $x } } }
}
$data1370 = { 'name' => 'item1370', 'list' => [0, 1, 2, 3, 4], 'nested' => { 'a' => { 'b' => 1370 } } }
function bench::f1371(Integer $x, String $s = 'abc1371', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1371, { 'k1371' => "v${x}-1371", 'n' => [6, 7, 0x55b] }]
  # a comment that the lexer skips, number 1371
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1371 } default: { $local[1] - $x } } }
}
function bench::f1372(Integer $x, String $s = 'abc1372', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1372, { 'k1372' => "v${x}-1372", 'n' => [0, 8, 0x55c] }]
  # a comment that the lexer skips, number 1372
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1372 } default: { $local[1] - $x } } }
}
function bench::f1373(Integer $x, String $s = 'abc1373', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1373, { 'k1373' => "v${x}-1373", 'n' => [1, 9, 0x55d] }]
  # a comment that the lexer skips, number 1373
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1373 } default: { $local[1] - $x } } }
}
function bench::f1374(Integer $x, String $s = 'abc1374', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1374, { 'k1374' => "v${x}-1374", 'n' => [2, 10, 0x55e] }]
  # a comment that the lexer skips, number 1374
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1374 } default: { $local[1] - $x } } }
}
function bench::f1375(Integer $x, String $s = 'abc1375', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1375, { 'k1375' => "v${x}-1375", 'n' => [3, 0, 0x55f] }]
  # a comment that the lexer skips, number 1375
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1375 } default: { $local[1] - $x } } }
}
function bench::f1376(Integer $x, String $s = 'abc1376', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1376, { 'k1376' => "v${x}-1376", 'n' => [4, 1, 0x560] }]
  # a comment that the lexer skips, number 1376
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1376 } default: { $local[1] - $x } } }
}
function bench::f1377(Integer $x, String $s = 'abc1377', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1377, { 'k1377' => "v${x}-1377", 'n' => [5, 2, 0x561] }]
  # a comment that the lexer skips, number 1377
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1377 } default: { $local[1] - $x } } }
}
function bench::f1378(Integer $x, String $s = 'abc1378', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1378, { 'k1378' => "v${x}-1378", 'n' => [6, 3, 0x562] }]
  # a comment that the lexer skips, number 1378
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1378 } default: { $local[1] - $x } } }
}
function bench::f1379(Integer $x, String $s = 'abc1379', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1379, { 'k1379' => "v${x}-1379", 'n' => [0, 4, 0x563] }]
  # a comment that the lexer skips, number 1379
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1379 } default: { $local[1] - $x } } }
}
function bench::f1380(Integer $x, String $s = 'abc1380', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1380, { 'k1380' => "v${x}-1380", 'n' => [1, 5, 0x564] }]
  # a comment that the lexer skips, number 1380
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1380 } default: { $local[1] - $x } } }
}
$data1380 = { 'name' => 'item1380', 'list' => [0, 1], 'nested' => { 'a' => { 'b' => 1380 } } }
function bench::f1381(Integer $x, String $s = 'abc1381', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1381, { 'k1381' => "v${x}-1381", 'n' => [2, 6, 0x565] }]
  # a comment that the lexer skips, number 1381
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1381 } default: { $local[1] - $x } } }
}
function bench::f1382(Integer $x, String $s = 'abc1382', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1382, { 'k1382' => "v${x}-1382", 'n' => [3, 7, 0x566] }]
  # a comment that the lexer skips, number 1382
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1382 } default: { $local[1] - $x } } }
}
function bench::f1383(Integer $x, String $s = 'abc1383', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1383, { 'k1383' => "v${x}-1383", 'n' => [4, 8, 0x567] }]
  # a comment that the lexer skips, number 1383
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1383 } default: { $local[1] - $x } } }
}
function bench::f1384(Integer $x, String $s = 'abc1384', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1384, { 'k1384' => "v${x}-1384", 'n' => [5, 9, 0x568] }]
  # a comment that the lexer skips, number 1384
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1384 } default: { $local[1] - $x } } }
}
function bench::f1385(Integer $x, String $s = 'abc1385', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1385, { 'k1385' => "v${x}-1385", 'n' => [6, 10, 0x569] }]
  # a comment that the lexer skips, number 1385
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1385 } default: { $local[1] - $x } } }
}
function bench::f1386(Integer $x, String $s = 'abc1386', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1386, { 'k1386' => "v${x}-1386", 'n' => [0, 0, 0x56a] }]
  # a comment that the lexer skips, number 1386
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1386 } default: { $local[1] - $x } } }
}
function bench::f1387(Integer $x, String $s = 'abc1387', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1387, { 'k1387' => "v${x}-1387", 'n' => [1, 1, 0x56b] }]
  # a comment that the lexer skips, number 1387
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1387 } default: { $local[1] - $x } } }
}
function bench::f1388(Integer $x, String $s = 'abc1388', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1388, { 'k1388' => "v${x}-1388", 'n' => [2, 2, 0x56c] }]
  # a comment that the lexer skips, number 1388
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1388 } default: { $local[1] - $x } } }
}
function bench::f1389(Integer $x, String $s = 'abc1389', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1389, { 'k1389' => "v${x}-1389", 'n' => [3, 3, 0x56d] }]
  # a comment that the lexer skips, number 1389
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1389 } default: { $local[1] - $x } } }
}
function bench::f1390(Integer $x, String $s = 'abc1390', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1390, { 'k1390' => "v${x}-1390", 'n' => [4, 4, 0x56e] }]
  # a comment that the lexer skips, number 1390
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1390 } default: { $local[1] - $x } } }
}
$data1390 = { 'name' => 'item1390', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'nested' => { 'a' => { 'b' => 1390 } } }
function bench::f1391(Integer $x, String $s = 'abc1391', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1391, { 'k1391' => "v${x}-1391", 'n' => [5, 5, 0x56f] }]
  # a comment that the lexer skips, number 1391
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1391 } default: { $local[1] - $x } } }
}
function bench::f1392(Integer $x, String $s = 'abc1392', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1392, { 'k1392' => "v${x}-1392", 'n' => [6, 6, 0x570] }]
  # a comment that the lexer skips, number 1392
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1392 } default: { $local[1] - $x } } }
}
function bench::f1393(Integer $x, String $s = 'abc1393', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1393, { 'k1393' => "v${x}-1393", 'n' => [0, 7, 0x571] }]
  # a comment that the lexer skips, number 1393
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1393 } default: { $local[1] - $x } } }
}
function bench::f1394(Integer $x, String $s = 'abc1394', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1394, { 'k1394' => "v${x}-1394", 'n' => [1, 8, 0x572] }]
  # a comment that the lexer skips, number 1394
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1394 } default: { $local[1] - $x } } }
}
function bench::f1395(Integer $x, String $s = 'abc1395', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1395, { 'k1395' => "v${x}-1395", 'n' => [2, 9, 0x573] }]
  # a comment that the lexer skips, number 1395
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1395 } default: { $local[1] - $x } } }
}
function bench::f1396(Integer $x, String $s = 'abc1396', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1396, { 'k1396' => "v${x}-1396", 'n' => [3, 10, 0x574] }]
  # a comment that the lexer skips, number 1396
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1396 } default: { $local[1] - $x } } }
}
function bench::f1397(Integer $x, String $s = 'abc1397', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1397, { 'k1397' => "v${x}-1397", 'n' => [4, 0, 0x575] }]
  # a comment that the lexer skips, number 1397
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1397 } default: { $local[1] - $x } } }
}
function bench::f1398(Integer $x, String $s = 'abc1398', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1398, { 'k1398' => "v${x}-1398", 'n' => [5, 1, 0x576] }]
  # a comment that the lexer skips, number 1398
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1398 } default: { $local[1] - $x } } }
}
function bench::f1399(Integer $x, String $s = 'abc1399', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1399, { 'k1399' => "v${x}-1399", 'n' => [6, 2, 0x577] }]
  # a comment that the lexer skips, number 1399
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1399 } default: { $local[1] - $x } } }
}
function bench::f1400(Integer $x, String $s = 'abc1400', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1400, { 'k1400' => "v${x}-1400", 'n' => [0, 3, 0x578] }]
  # a comment that the lexer skips, number 1400
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1400 } default: { $local[1] - $x } } }
}
$data1400 = { 'name' => 'item1400', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8], 'nested' => { 'a' => { 'b' => 1400 } } }
function bench::f1401(Integer $x, String $s = 'abc1401', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1401, { 'k1401' => "v${x}-1401", 'n' => [1, 4, 0x579] }]
  # a comment that the lexer skips, number 1401
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1401 } default: { $local[1] - $x } } }
}
function bench::f1402(Integer $x, String $s = 'abc1402', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1402, { 'k1402' => "v${x}-1402", 'n' => [2, 5, 0x57a] }]
  # a comment that the lexer skips, number 1402
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1402 } default: { $local[1] - $x } } }
}
function bench::f1403(Integer $x, String $s = 'abc1403', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1403, { 'k1403' => "v${x}-1403", 'n' => [3, 6, 0x57b] }]
  # a comment that the lexer skips, number 1403
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1403 } default: { $local[1] - $x } } }
}
function bench::f1404(Integer $x, String $s = 'abc1404', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1404, { 'k1404' => "v${x}-1404", 'n' => [4, 7, 0x57c] }]
  # a comment that the lexer skips, number 1404
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1404 } default: { $local[1] - $x } } }
}
function bench::f1405(Integer $x, String $s = 'abc1405', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1405, { 'k1405' => "v${x}-1405", 'n' => [5, 8, 0x57d] }]
  # a comment that the lexer skips, number 1405
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1405 } default: { $local[1] - $x } } }
}
function bench::f1406(Integer $x, String $s = 'abc1406', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1406, { 'k1406' => "v${x}-1406", 'n' => [6, 9, 0x57e] }]
  # a comment that the lexer skips, number 1406
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1406 } default: { $local[1] - $x } } }
}
function bench::f1407(Integer $x, String $s = 'abc1407', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1407, { 'k1407' => "v${x}-1407", 'n' => [0, 10, 0x57f] }]
  # a comment that the lexer skips, number 1407
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1407 } default: { $local[1] - $x } } }
}
function bench::f1408(Integer $x, String $s = 'abc1408', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1408, { 'k1408' => "v${x}-1408", 'n' => [1, 0, 0x580] }]
  # a comment that the lexer skips, number 1408
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1408 } default: { $local[1] - $x } } }
}
function bench::f1409(Integer $x, String $s = 'abc1409', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1409, { 'k1409' => "v${x}-1409", 'n' => [2, 1, 0x581] }]
  # a comment that the lexer skips, number 1409
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1409 } default: { $local[1] - $x } } }
}
function bench::f1410(Integer $x, String $s = 'abc1410', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1410, { 'k1410' => "v${x}-1410", 'n' => [3, 2, 0x582] }]
  # a comment that the lexer skips, number 1410
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1410 } default: { $local[1] - $x } } }
}
$data1410 = { 'name' => 'item1410', 'list' => [0, 1, 2, 3, 4, 5], 'nested' => { 'a' => { 'b' => 1410 } } }
function bench::f1411(Integer $x, String $s = 'abc1411', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1411, { 'k1411' => "v${x}-1411", 'n' => [4, 3, 0x583] }]
  # a comment that the lexer skips, number 1411
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1411 } default: { $local[1] - $x } } }
}
function bench::f1412(Integer $x, String $s = 'abc1412', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1412, { 'k1412' => "v${x}-1412", 'n' => [5, 4, 0x584] }]
  # a comment that the lexer skips, number 1412
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1412 } default: { $local[1] - $x } } }
}
function bench::f1413(Integer $x, String $s = 'abc1413', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1413, { 'k1413' => "v${x}-1413", 'n' => [6, 5, 0x585] }]
  # a comment that the lexer skips, number 1413
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1413 } default: { $local[1] - $x } } }
}
function bench::f1414(Integer $x, String $s = 'abc1414', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1414, { 'k1414' => "v${x}-1414", 'n' => [0, 6, 0x586] }]
  # a comment that the lexer skips, number 1414
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1414 } default: { $local[1] - $x } } }
}
function bench::f1415(Integer $x, String $s = 'abc1415', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1415, { 'k1415' => "v${x}-1415", 'n' => [1, 7, 0x587] }]
  # a comment that the lexer skips, number 1415
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1415 } default: { $local[1] - $x } } }
}
function bench::f1416(Integer $x, String $s = 'abc1416', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1416, { 'k1416' => "v${x}-1416", 'n' => [2, 8, 0x588] }]
  # a comment that the lexer skips, number 1416
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1416 } default: { $local[1] - $x } } }
}
function bench::f1417(Integer $x, String $s = 'abc1417', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1417, { 'k1417' => "v${x}-1417", 'n' => [3, 9, 0x589] }]
  # a comment that the lexer skips, number 1417
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1417 } default: { $local[1] - $x } } }
}
function bench::f1418(Integer $x, String $s = 'abc1418', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1418, { 'k1418' => "v${x}-1418", 'n' => [4, 10, 0x58a] }]
  # a comment that the lexer skips, number 1418
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1418 } default: { $local[1] - $x } } }
}
function bench::f1419(Integer $x, String $s = 'abc1419', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1419, { 'k1419' => "v${x}-1419", 'n' => [5, 0, 0x58b] }]
  # a comment that the lexer skips, number 1419
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1419 } default: { $local[1] - $x } } }
}
function bench::f1420(Integer $x, String $s = 'abc1420', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1420, { 'k1420' => "v${x}-1420", 'n' => [6, 1, 0x58c] }]
  # a comment that the lexer skips, number 1420
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1420 } default: { $local[1] - $x } } }
}
$data1420 = { 'name' => 'item1420', 'list' => [0, 1, 2], 'nested' => { 'a' => { 'b' => 1420 } } }
function bench::f1421(Integer $x, String $s = 'abc1421', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1421, { 'k1421' => "v${x}-1421", 'n' => [0, 2, 0x58d] }]
  # a comment that the lexer skips, number 1421
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1421 } default: { $local[1] - $x } } }
}
function bench::f1422(Integer $x, String $s = 'abc1422', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1422, { 'k1422' => "v${x}-1422", 'n' => [1, 3, 0x58e] }]
  # a comment that the lexer skips, number 1422
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1422 } default: { $local[1] - $x } } }
}
function bench::f1423(Integer $x, String $s = 'abc1423', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1423, { 'k1423' => "v${x}-1423", 'n' => [2, 4, 0x58f] }]
  # a comment that the lexer skips, number 1423
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1423 } default: { $local[1] - $x } } }
}
function bench::f1424(Integer $x, String $s = 'abc1424', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1424, { 'k1424' => "v${x}-1424", 'n' => [3, 5, 0x590] }]
  # a comment that the lexer skips, number 1424
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1424 } default: { $local[1] - $x } } }
}
function bench::f1425(Integer $x, String $s = 'abc1425', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1425, { 'k1425' => "v${x}-1425", 'n' => [4, 6, 0x591] }]
  # a comment that the lexer skips, number 1425
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1425 } default: { $local[1] - $x } } }
}
function bench::f1426(Integer $x, String $s = 'abc1426', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1426, { 'k1426' => "v${x}-1426", 'n' => [5, 7, 0x592] }]
  # a comment that the lexer skips, number 1426
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1426 } default: { $local[1] - $x } } }
}
function bench::f1427(Integer $x, String $s = 'abc1427', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1427, { 'k1427' => "v${x}-1427", 'n' => [6, 8, 0x593] }]
  # a comment that the lexer skips, number 1427
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1427 } default: { $local[1] - $x } } }
}
function bench::f1428(Integer $x, String $s = 'abc1428', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1428, { 'k1428' => "v${x}-1428", 'n' => [0, 9, 0x594] }]
  # a comment that the lexer skips, number 1428
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1428 } default: { $local[1] - $x } } }
}
function bench::f1429(Integer $x, String $s = 'abc1429', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1429, { 'k1429' => "v${x}-1429", 'n' => [1, 10, 0x595] }]
  # a comment that the lexer skips, number 1429
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1429 } default: { $local[1] - $x } } }
}
function bench::f1430(Integer $x, String $s = 'abc1430', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1430, { 'k1430' => "v${x}-1430", 'n' => [2, 0, 0x596] }]
  # a comment that the lexer skips, number 1430
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1430 } default: { $local[1] - $x } } }
}
$data1430 = { 'name' => 'item1430', 'list' => [], 'nested' => { 'a' => { 'b' => 1430 } } }
function bench::f1431(Integer $x, String $s = 'abc1431', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1431, { 'k1431' => "v${x}-1431", 'n' => [3, 1, 0x597] }]
  # a comment that the lexer skips, number 1431
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1431 } default: { $local[1] - $x } } }
}
function bench::f1432(Integer $x, String $s = 'abc1432', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1432, { 'k1432' => "v${x}-1432", 'n' => [4, 2, 0x598] }]
  # a comment that the lexer skips, number 1432
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1432 } default: { $local[1] - $x } } }
}
function bench::f1433(Integer $x, String $s = 'abc1433', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1433, { 'k1433' => "v${x}-1433", 'n' => [5, 3, 0x599] }]
  # a comment that the lexer skips, number 1433
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1433 } default: { $local[1] - $x } } }
}
function bench::f1434(Integer $x, String $s = 'abc1434', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1434, { 'k1434' => "v${x}-1434", 'n' => [6, 4, 0x59a] }]
  # a comment that the lexer skips, number 1434
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1434 } default: { $local[1] - $x } } }
}
function bench::f1435(Integer $x, String $s = 'abc1435', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1435, { 'k1435' => "v${x}-1435", 'n' => [0, 5, 0x59b] }]
  # a comment that the lexer skips, number 1435
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1435 } default: { $local[1] - $x } } }
}
function bench::f1436(Integer $x, String $s = 'abc1436', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1436, { 'k1436' => "v${x}-1436", 'n' => [1, 6, 0x59c] }]
  # a comment that the lexer skips, number 1436
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1436 } default: { $local[1] - $x } } }
}
function bench::f1437(Integer $x, String $s = 'abc1437', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1437, { 'k1437' => "v${x}-1437", 'n' => [2, 7, 0x59d] }]
  # a comment that the lexer skips, number 1437
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1437 } default: { $local[1] - $x } } }
}
function bench::f1438(Integer $x, String $s = 'abc1438', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1438, { 'k1438' => "v${x}-1438", 'n' => [3, 8, 0x59e] }]
  # a comment that the lexer skips, number 1438
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1438 } default: { $local[1] - $x } } }
}
function bench::f1439(Integer $x, String $s = 'abc1439', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1439, { 'k1439' => "v${x}-1439", 'n' => [4, 9, 0x59f] }]
  # a comment that the lexer skips, number 1439
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1439 } default: { $local[1] - $x } } }
}
function bench::f1440(Integer $x, String $s = 'abc1440', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1440, { 'k1440' => "v${x}-1440", 'n' => [5, 10, 0x5a0] }]
  # a comment that the lexer skips, number 1440
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1440 } default: { $local[1] - $x } } }
}
$data1440 = { 'name' => 'item1440', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 'nested' => { 'a' => { 'b' => 1440 } } }
function bench::f1441(Integer $x, String $s = 'abc1441', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1441, { 'k1441' => "v${x}-1441", 'n' => [6, 0, 0x5a1] }]
  # a comment that the lexer skips, number 1441
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1441 } default: { $local[1] - $x } } }
}
function bench::f1442(Integer $x, String $s = 'abc1442', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1442, { 'k1442' => "v${x}-1442", 'n' => [0, 1, 0x5a2] }]
  # a comment that the lexer skips, number 1442
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1442 } default: { $local[1] - $x } } }
}
function bench::f1443(Integer $x, String $s = 'abc1443', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1443, { 'k1443' => "v${x}-1443", 'n' => [1, 2, 0x5a3] }]
  # a comment that the lexer skips, number 1443
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1443 } default: { $local[1] - $x } } }
}
function bench::f1444(Integer $x, String $s = 'abc1444', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1444, { 'k1444' => "v${x}-1444", 'n' => [2, 3, 0x5a4] }]
  # a comment that the lexer skips, number 1444
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1444 } default: { $local[1] - $x } } }
}
function bench::f1445(Integer $x, String $s = 'abc1445', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1445, { 'k1445' => "v${x}-1445", 'n' => [3, 4, 0x5a5] }]
  # a comment that the lexer skips, number 1445
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1445 } default: { $local[1] - $x } } }
}
function bench::f1446(Integer $x, String $s = 'abc1446', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1446, { 'k1446' => "v${x}-1446", 'n' => [4, 5, 0x5a6] }]
  # a comment that the lexer skips, number 1446
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1446 } default: { $local[1] - $x } } }
}
function bench::f1447(Integer $x, String $s = 'abc1447', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1447, { 'k1447' => "v${x}-1447", 'n' => [5, 6, 0x5a7] }]
  # a comment that the lexer skips, number 1447
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1447 } default: { $local[1] - $x } } }
}
function bench::f1448(Integer $x, String $s = 'abc1448', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1448, { 'k1448' => "v${x}-1448", 'n' => [6, 7, 0x5a8] }]
  # a comment that the lexer skips, number 1448
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1448 } default: { $local[1] - $x } } }
}
function bench::f1449(Integer $x, String $s = 'abc1449', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1449, { 'k1449' => "v${x}-1449", 'n' => [0, 8, 0x5a9] }]
  # a comment that the lexer skips, number 1449
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1449 } default: { $local[1] - $x } } }
}
function bench::f1450(Integer $x, String $s = 'abc1450', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1450, { 'k1450' => "v${x}-1450", 'n' => [1, 9, 0x5aa] }]
  # a comment that the lexer skips, number 1450
  if $x > 0 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1450 } default: { $local[1] - $x } } }
}
$data1450 = { 'name' => 'item1450', 'list' => [0, 1, 2, 3, 4, 5, 6], 'nested' => { 'a' => { 'b' => 1450 } } }
function bench::f1451(Integer $x, String $s = 'abc1451', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1451, { 'k1451' => "v${x}-1451", 'n' => [2, 10, 0x5ab] }]
  # a comment that the lexer skips, number 1451
  if $x > 1 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1451 } default: { $local[1] - $x } } }
}
function bench::f1452(Integer $x, String $s = 'abc1452', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1452, { 'k1452' => "v${x}-1452", 'n' => [3, 0, 0x5ac] }]
  # a comment that the lexer skips, number 1452
  if $x > 2 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1452 } default: { $local[1] - $x } } }
}
function bench::f1453(Integer $x, String $s = 'abc1453', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1453, { 'k1453' => "v${x}-1453", 'n' => [4, 1, 0x5ad] }]
  # a comment that the lexer skips, number 1453
  if $x > 3 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1453 } default: { $local[1] - $x } } }
}
function bench::f1454(Integer $x, String $s = 'abc1454', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1454, { 'k1454' => "v${x}-1454", 'n' => [5, 2, 0x5ae] }]
  # a comment that the lexer skips, number 1454
  if $x > 4 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1454 } default: { $local[1] - $x } } }
}
function bench::f1455(Integer $x, String $s = 'abc1455', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1455, { 'k1455' => "v${x}-1455", 'n' => [6, 3, 0x5af] }]
  # a comment that the lexer skips, number 1455
  if $x > 5 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1455 } default: { $local[1] - $x } } }
}
function bench::f1456(Integer $x, String $s = 'abc1456', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1456, { 'k1456' => "v${x}-1456", 'n' => [0, 4, 0x5b0] }]
  # a comment that the lexer skips, number 1456
  if $x > 6 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1456 } default: { $local[1] - $x } } }
}
function bench::f1457(Integer $x, String $s = 'abc1457', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1457, { 'k1457' => "v${x}-1457", 'n' => [1, 5, 0x5b1] }]
  # a comment that the lexer skips, number 1457
  if $x > 7 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1457 } default: { $local[1] - $x } } }
}
function bench::f1458(Integer $x, String $s = 'abc1458', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1458, { 'k1458' => "v${x}-1458", 'n' => [2, 6, 0x5b2] }]
  # a comment that the lexer skips, number 1458
  if $x > 8 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1458 } default: { $local[1] - $x } } }
}
function bench::f1459(Integer $x, String $s = 'abc1459', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1459, { 'k1459' => "v${x}-1459", 'n' => [3, 7, 0x5b3] }]
  # a comment that the lexer skips, number 1459
  if $x > 9 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1459 } default: { $local[1] - $x } } }
}
function bench::f1460(Integer $x, String $s = 'abc1460', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1460, { 'k1460' => "v${x}-1460", 'n' => [4, 8, 0x5b4] }]
  # a comment that the lexer skips, number 1460
  if $x > 10 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1460 } default: { $local[1] - $x } } }
}
$data1460 = { 'name' => 'item1460', 'list' => [0, 1, 2, 3], 'nested' => { 'a' => { 'b' => 1460 } } }
function bench::f1461(Integer $x, String $s = 'abc1461', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1461, { 'k1461' => "v${x}-1461", 'n' => [5, 9, 0x5b5] }]
  # a comment that the lexer skips, number 1461
  if $x > 11 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1461 } default: { $local[1] - $x } } }
}
function bench::f1462(Integer $x, String $s = 'abc1462', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1462, { 'k1462' => "v${x}-1462", 'n' => [6, 10, 0x5b6] }]
  # a comment that the lexer skips, number 1462
  if $x > 12 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1462 } default: { $local[1] - $x } } }
}
function bench::f1463(Integer $x, String $s = 'abc1463', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1463, { 'k1463' => "v${x}-1463", 'n' => [0, 0, 0x5b7] }]
  # a comment that the lexer skips, number 1463
  if $x > 13 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1463 } default: { $local[1] - $x } } }
}
function bench::f1464(Integer $x, String $s = 'abc1464', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1464, { 'k1464' => "v${x}-1464", 'n' => [1, 1, 0x5b8] }]
  # a comment that the lexer skips, number 1464
  if $x > 14 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1464 } default: { $local[1] - $x } } }
}
function bench::f1465(Integer $x, String $s = 'abc1465', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1465, { 'k1465' => "v${x}-1465", 'n' => [2, 2, 0x5b9] }]
  # a comment that the lexer skips, number 1465
  if $x > 15 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1465 } default: { $local[1] - $x } } }
}
function bench::f1466(Integer $x, String $s = 'abc1466', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1466, { 'k1466' => "v${x}-1466", 'n' => [3, 3, 0x5ba] }]
  # a comment that the lexer skips, number 1466
  if $x > 16 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1466 } default: { $local[1] - $x } } }
}
function bench::f1467(Integer $x, String $s = 'abc1467', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1467, { 'k1467' => "v${x}-1467", 'n' => [4, 4, 0x5bb] }]
  # a comment that the lexer skips, number 1467
  if $x > 17 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1467 } default: { $local[1] - $x } } }
}
function bench::f1468(Integer $x, String $s = 'abc1468', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1468, { 'k1468' => "v${x}-1468", 'n' => [5, 5, 0x5bc] }]
  # a comment that the lexer skips, number 1468
  if $x > 18 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1468 } default: { $local[1] - $x } } }
}
function bench::f1469(Integer $x, String $s = 'abc1469', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1469, { 'k1469' => "v${x}-1469", 'n' => [6, 6, 0x5bd] }]
  # a comment that the lexer skips, number 1469
  if $x > 19 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1469 } default: { $local[1] - $x } } }
}
function bench::f1470(Integer $x, String $s = 'abc1470', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1470, { 'k1470' => "v${x}-1470", 'n' => [0, 7, 0x5be] }]
  # a comment that the lexer skips, number 1470
  if $x > 20 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1470 } default: { $local[1] - $x } } }
}
$data1470 = { 'name' => 'item1470', 'list' => [0], 'nested' => { 'a' => { 'b' => 1470 } } }
function bench::f1471(Integer $x, String $s = 'abc1471', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1471, { 'k1471' => "v${x}-1471", 'n' => [1, 8, 0x5bf] }]
  # a comment that the lexer skips, number 1471
  if $x > 21 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1471 } default: { $local[1] - $x } } }
}
function bench::f1472(Integer $x, String $s = 'abc1472', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1472, { 'k1472' => "v${x}-1472", 'n' => [2, 9, 0x5c0] }]
  # a comment that the lexer skips, number 1472
  if $x > 22 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1472 } default: { $local[1] - $x } } }
}
function bench::f1473(Integer $x, String $s = 'abc1473', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1473, { 'k1473' => "v${x}-1473", 'n' => [3, 10, 0x5c1] }]
  # a comment that the lexer skips, number 1473
  if $x > 23 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1473 } default: { $local[1] - $x } } }
}
function bench::f1474(Integer $x, String $s = 'abc1474', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1474, { 'k1474' => "v${x}-1474", 'n' => [4, 0, 0x5c2] }]
  # a comment that the lexer skips, number 1474
  if $x > 24 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1474 } default: { $local[1] - $x } } }
}
function bench::f1475(Integer $x, String $s = 'abc1475', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1475, { 'k1475' => "v${x}-1475", 'n' => [5, 1, 0x5c3] }]
  # a comment that the lexer skips, number 1475
  if $x > 25 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1475 } default: { $local[1] - $x } } }
}
function bench::f1476(Integer $x, String $s = 'abc1476', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1476, { 'k1476' => "v${x}-1476", 'n' => [6, 2, 0x5c4] }]
  # a comment that the lexer skips, number 1476
  if $x > 26 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1476 } default: { $local[1] - $x } } }
}
function bench::f1477(Integer $x, String $s = 'abc1477', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1477, { 'k1477' => "v${x}-1477", 'n' => [0, 3, 0x5c5] }]
  # a comment that the lexer skips, number 1477
  if $x > 27 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1477 } default: { $local[1] - $x } } }
}
function bench::f1478(Integer $x, String $s = 'abc1478', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1478, { 'k1478' => "v${x}-1478", 'n' => [1, 4, 0x5c6] }]
  # a comment that the lexer skips, number 1478
  if $x > 28 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1478 } default: { $local[1] - $x } } }
}
function bench::f1479(Integer $x, String $s = 'abc1479', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1479, { 'k1479' => "v${x}-1479", 'n' => [2, 5, 0x5c7] }]
  # a comment that the lexer skips, number 1479
  if $x > 29 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1479 } default: { $local[1] - $x } } }
}
function bench::f1480(Integer $x, String $s = 'abc1480', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1480, { 'k1480' => "v${x}-1480", 'n' => [3, 6, 0x5c8] }]
  # a comment that the lexer skips, number 1480
  if $x > 30 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1480 } default: { $local[1] - $x } } }
}
$data1480 = { 'name' => 'item1480', 'list' => [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'nested' => { 'a' => { 'b' => 1480 } } }
function bench::f1481(Integer $x, String $s = 'abc1481', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1481, { 'k1481' => "v${x}-1481", 'n' => [4, 7, 0x5c9] }]
  # a comment that the lexer skips, number 1481
  if $x > 31 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1481 } default: { $local[1] - $x } } }
}
function bench::f1482(Integer $x, String $s = 'abc1482', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1482, { 'k1482' => "v${x}-1482", 'n' => [5, 8, 0x5ca] }]
  # a comment that the lexer skips, number 1482
  if $x > 32 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1482 } default: { $local[1] - $x } } }
}
function bench::f1483(Integer $x, String $s = 'abc1483', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1483, { 'k1483' => "v${x}-1483", 'n' => [6, 9, 0x5cb] }]
  # a comment that the lexer skips, number 1483
  if $x > 33 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1483 } default: { $local[1] - $x } } }
}
function bench::f1484(Integer $x, String $s = 'abc1484', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1484, { 'k1484' => "v${x}-1484", 'n' => [0, 10, 0x5cc] }]
  # a comment that the lexer skips, number 1484
  if $x > 34 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1484 } default: { $local[1] - $x } } }
}
function bench::f1485(Integer $x, String $s = 'abc1485', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1485, { 'k1485' => "v${x}-1485", 'n' => [1, 0, 0x5cd] }]
  # a comment that the lexer skips, number 1485
  if $x > 35 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1485 } default: { $local[1] - $x } } }
}
function bench::f1486(Integer $x, String $s = 'abc1486', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1486, { 'k1486' => "v${x}-1486", 'n' => [2, 1, 0x5ce] }]
  # a comment that the lexer skips, number 1486
  if $x > 36 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1486 } default: { $local[1] - $x } } }
}
function bench::f1487(Integer $x, String $s = 'abc1487', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1487, { 'k1487' => "v${x}-1487", 'n' => [3, 2, 0x5cf] }]
  # a comment that the lexer skips, number 1487
  if $x > 37 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1487 } default: { $local[1] - $x } } }
}
function bench::f1488(Integer $x, String $s = 'abc1488', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1488, { 'k1488' => "v${x}-1488", 'n' => [4, 3, 0x5d0] }]
  # a comment that the lexer skips, number 1488
  if $x > 38 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1488 } default: { $local[1] - $x } } }
}
function bench::f1489(Integer $x, String $s = 'abc1489', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1489, { 'k1489' => "v${x}-1489", 'n' => [5, 4, 0x5d1] }]
  # a comment that the lexer skips, number 1489
  if $x > 39 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1489 } default: { $local[1] - $x } } }
}
function bench::f1490(Integer $x, String $s = 'abc1490', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1490, { 'k1490' => "v${x}-1490", 'n' => [6, 5, 0x5d2] }]
  # a comment that the lexer skips, number 1490
  if $x > 40 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1490 } default: { $local[1] - $x } } }
}
$data1490 = { 'name' => 'item1490', 'list' => [0, 1, 2, 3, 4, 5, 6, 7], 'nested' => { 'a' => { 'b' => 1490 } } }
function bench::f1491(Integer $x, String $s = 'abc1491', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1491, { 'k1491' => "v${x}-1491", 'n' => [0, 6, 0x5d3] }]
  # a comment that the lexer skips, number 1491
  if $x > 41 and $s =~ /^a[bc]+\d*$/ { $x * 7 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1491 } default: { $local[1] - $x } } }
}
function bench::f1492(Integer $x, String $s = 'abc1492', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1492, { 'k1492' => "v${x}-1492", 'n' => [1, 7, 0x5d4] }]
  # a comment that the lexer skips, number 1492
  if $x > 42 and $s =~ /^a[bc]+\d*$/ { $x * 8 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1492 } default: { $local[1] - $x } } }
}
function bench::f1493(Integer $x, String $s = 'abc1493', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1493, { 'k1493' => "v${x}-1493", 'n' => [2, 8, 0x5d5] }]
  # a comment that the lexer skips, number 1493
  if $x > 43 and $s =~ /^a[bc]+\d*$/ { $x * 9 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1493 } default: { $local[1] - $x } } }
}
function bench::f1494(Integer $x, String $s = 'abc1494', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1494, { 'k1494' => "v${x}-1494", 'n' => [3, 9, 0x5d6] }]
  # a comment that the lexer skips, number 1494
  if $x > 44 and $s =~ /^a[bc]+\d*$/ { $x * 1 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1494 } default: { $local[1] - $x } } }
}
function bench::f1495(Integer $x, String $s = 'abc1495', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1495, { 'k1495' => "v${x}-1495", 'n' => [4, 10, 0x5d7] }]
  # a comment that the lexer skips, number 1495
  if $x > 45 and $s =~ /^a[bc]+\d*$/ { $x * 2 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1495 } default: { $local[1] - $x } } }
}
function bench::f1496(Integer $x, String $s = 'abc1496', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1496, { 'k1496' => "v${x}-1496", 'n' => [5, 0, 0x5d8] }]
  # a comment that the lexer skips, number 1496
  if $x > 46 and $s =~ /^a[bc]+\d*$/ { $x * 3 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1496 } default: { $local[1] - $x } } }
}
function bench::f1497(Integer $x, String $s = 'abc1497', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1497, { 'k1497' => "v${x}-1497", 'n' => [6, 1, 0x5d9] }]
  # a comment that the lexer skips, number 1497
  if $x > 47 and $s =~ /^a[bc]+\d*$/ { $x * 4 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1497 } default: { $local[1] - $x } } }
}
function bench::f1498(Integer $x, String $s = 'abc1498', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1498, { 'k1498' => "v${x}-1498", 'n' => [0, 2, 0x5da] }]
  # a comment that the lexer skips, number 1498
  if $x > 48 and $s =~ /^a[bc]+\d*$/ { $x * 5 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1498 } default: { $local[1] - $x } } }
}
function bench::f1499(Integer $x, String $s = 'abc1499', Optional[Hash[String, Integer]] $h = undef) >> Integer {
  $local = [$x, $x + 1499, { 'k1499' => "v${x}-1499", 'n' => [1, 3, 0x5db] }]
  # a comment that the lexer skips, number 1499
  if $x > 49 and $s =~ /^a[bc]+\d*$/ { $x * 6 }
  elsif $x < 0 { -$x + $local[1] }
  else { case $s { 'a', 'b': { 1499 } default: { $local[1] - $x } } }
}
$sum = bench::f0(0) + bench::f97(37) + bench::f194(14) + bench::f291(51) + bench::f388(28) + bench::f485(5) + bench::f582(42) + bench::f679(19) + bench::f776(56) + bench::f873(33) + bench::f970(10) + bench::f1067(47) + bench::f1164(24) + bench::f1261(1) + bench::f1358(38) + bench::f1455(15)
notice("sum=${sum} data=${$data1490['nested']['a']['b']}")
