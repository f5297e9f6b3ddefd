# Type inference and =~ Type checks over large nested data.
$records = Integer[1, 2000].map |$i| {
  { 'id' => $i, 'name' => "host${i}", 'tags' => ["t${$i % 5}", "u${$i % 7}"], 'weight' => $i / 3.0,
    'meta' => { 'enabled' => $i % 2 == 0, 'port' => 1000 + $i } }
}
$schema = Array[Struct[{ 'id' => Integer[1], 'name' => Pattern[/^host\d+$/], 'tags' => Array[String, 1],
                          'weight' => Float, 'meta' => Hash[String, Variant[Boolean, Integer]] }]]
$ok = $records =~ $schema
$each_ok = $records.filter |$r| { $r =~ Struct[{ 'id' => Integer[1, 1000], 'name' => String, 'tags' => Array,
                                                  'weight' => Numeric, 'meta' => Hash }] }.length
$types = $records.map |$r| { type($r['meta']['port']) }.unique.length
$generalized = String(type($records[0, 10], 'generalized'))
$kinds = $records.map |$r| { $r['weight'] ? { Integer => 'i', Float => 'f', default => 'o' } }.unique
$opt = $records.filter |$r| { $r['meta']['port'] =~ Optional[Integer[1500, 2000]] }.length
notice("ok=${ok} each=${each_ok} types=${types} kinds=${kinds} opt=${opt} gen=${generalized}")
