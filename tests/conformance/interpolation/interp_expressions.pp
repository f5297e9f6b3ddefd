$h = { 'k' => ['v0', 'v1'] }
$n = 5
notice("${h['k'][1]} ${n + 1} ${[1, 2]} ${{ 'a' => 1 }} ${undef}|${default} ${n > 3}")
notice("$n$n ${n}th \$n \${n} $ {n}")
notice("${h['k'].join('+')}")
notice("tab\there\\back\"quote' \u00e9 \u{1F600}")
notice("${::n}")
