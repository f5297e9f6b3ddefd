# 'in' on long strings: a substring ignoring case (ASCII and Unicode letters), searched many times
$s = "${sprintf('%0300d', 0)}MiXeD ÉCOLE Straße ${sprintf('%0300d', 7)}"
notice(['mixed', 'MIXED', 'école', 'ÉCOLE', 'strasse', 'STRASSE', 'straße', 'STRAßE', '07', '0 M', '8', ''].map |$n| { $n in $s })
notice(Integer[1, 20].filter |$i| { "${i}" in $s })
notice(Integer[1, 5].map |$i| { "${sprintf('%0290d', 0)}m" in "${s}${i}" })
