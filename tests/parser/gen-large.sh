#!/usr/bin/env bash
# gen-large.sh [LINES]: prints a generated manifest of about LINES lines (default 50,000)
# that uses most of the grammar: classes with parameters, resources with several bodies,
# conditionals, case, selectors, lambdas, interpolation, heredocs, collectors and
# relationships. Used by tests/parser/run to measure the parser's speed.
set -euo pipefail
lines=${1:-50000}
# one block below is 50 lines
blocks=$(( (lines + 49) / 50 ))
awk -v n="$blocks" 'BEGIN {
  for (i = 0; i < n; i++) {
    printf "class gen::c%d (\n", i
    printf "  Integer $port = %d,\n", 8000 + i
    printf "  String $name = \"site%d\",\n", i
    printf "  Array[String] $users = [\"a\", \"b\", \"c\"],\n"
    printf "  Optional[Hash[String, Integer]] $opts = undef,\n"
    printf ") inherits gen::base {\n"
    printf "  $dir = \"/srv/${name}/%d\"\n", i
    printf "  file { $dir:\n"
    printf "    ensure  => directory,\n"
    printf "    mode    => \"0755\",\n"
    printf "    owner   => $users[0],\n"
    printf "  }\n"
    printf "  file { [\"${dir}/a\", \"${dir}/b\"]:\n"
    printf "    ensure => file,\n"
    printf "    content => @(\"END\"),\n"
    printf "      port ${port} for ${name}\n"
    printf "      | END\n"
    printf "    require => File[$dir];\n"
    printf "    \"${dir}/c\": ensure => absent;\n"
    printf "  }\n"
    printf "  if $port > 8080 and $name =~ /^site\\d+$/ {\n"
    printf "    notice(\"high port ${port}\")\n"
    printf "  } elsif $port == 8080 {\n"
    printf "    warning \"exact\"\n"
    printf "  } else {\n"
    printf "    $x = $port * 2 + 1 - (3 / 1) %% 7\n"
    printf "  }\n"
    printf "  $mode = $facts[\"os\"][\"family\"] ? {\n"
    printf "    \"Debian\" => \"0644\",\n"
    printf "    default  => \"0600\",\n"
    printf "  }\n"
    printf "  case $name {\n"
    printf "    \"a\", \"b\": { include gen::a }\n"
    printf "    /^site/:    { contain gen::site }\n"
    printf "    default:    { }\n"
    printf "  }\n"
    printf "  $sum = $users.map |$u| { \"${u}!\" }.reduce(0) |$m, $v| {\n"
    printf "    $m + $v.length\n"
    printf "  }\n"
    printf "  User <| groups == \"admin\" and tag != \"x\" |> { shell => \"/bin/sh\" }\n"
    printf "  Package[\"p%d\"] -> Service[\"s%d\"] ~> Exec[\"e%d\"]\n", i, i, i
    printf "  @user { \"u%d\": uid => %d, groups => [admin] }\n", i, 1000 + i
    printf "  $h = { a => 1, b => [1, 2, 3], c => { d => 0x1F, e => 1.5e3 } }\n"
    printf "  unless $h[\"a\"] in [1, 2] { fail(\"no\") }\n"
    printf "  define gen::d%d ($v = 1) { notify { \"n${v}\": } }\n", i
    printf "  function gen::f%d (Integer $a, *$rest) >> Integer { $a + 1 }\n", i
    printf "}\n"
    printf "# end of block %d\n", i
    printf "$top%d = [%d, \"%d\", true, undef, default, Integer[0, %d]]\n", i, i, i, i
    printf "notice(\"block %d: ${top%d}\")\n", i, i
  }
}'
