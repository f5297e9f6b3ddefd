# Building and merging large hashes: reduce with +, merge, hash access, keys/values, filter on hashes.
$built = Integer[1, 3000].reduce({}) |$h, $i| { $h + { "key${i}" => $i * 3 } }
$merged = $built + Integer[1, 3000].reduce({}) |$h, $i| { $h + { "key${$i * 2}" => $i } }
$looked = Integer[1, 6000].reduce(0) |$acc, $i| { $acc + $merged["key${i}"].lest || { 0 } }
$from_pairs = Hash(Integer[1, 5000].map |$i| { ["k${$i % 1000}", $i] })
$grouped = Integer[1, 5000].map |$i| { $i }.group_by |$i| { $i % 13 }
$big = $merged.filter |$k, $v| { $v % 2 == 0 }
$vals = $big.values.reduce |$a, $b| { $a + $b }
$deep = Integer[1, 500].reduce({}) |$h, $i| { $h + { "g${$i % 50}" => $h.dig("g${$i % 50}").then |$x| { $x + $i }.lest || { $i } } }
notice("merged=${merged.length} looked=${looked} pairs=${from_pairs.length} groups=${grouped.length} big=${big.length} vals=${vals} deep=${deep['g7']}")
