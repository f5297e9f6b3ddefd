# Lookups inside lambdas and functions: what Hiera reads and keeps for the run is built during
# a call, then used by later calls and at top level.
function merges::get($key, $merge) { lookup($key, Any, $merge) }
$first = Integer[1, 4].map |$i| {
  $noise = Integer[1, 50].map |$j| { sprintf('%0200d', $j) }
  [merges::get('hash', 'deep'), lookup('list', Any, 'unique'), lookup('scalar'), $i]
}
notice($first[0])
notice($first[3][0] == $first[0][0], $first[3][1], $first[2][2])
Integer[1, 3].each |$i| {
  $noise = Integer[1, 50].map |$j| { "${j}${i}" }
  notice(lookup('nope', Any, 'first', "default ${i}"), lookup('nope') |$k| { "${k} from block ${i}" })
}
notice(lookup('hash', Any, 'hash'), merges::get('list', 'unique'))
