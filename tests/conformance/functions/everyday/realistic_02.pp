$ports = [80, 443, '8080', 22]
$nums = $ports.map |$p| { Integer($p) }.sort
notice($nums)
notice($nums.filter |$p| { $p > 100 }.size)
notice($nums.reduce |$a, $b| { $a + $b })
notice($nums.map |$p| { "port_${p}" }.join(' '))
$conf = @("END")
  listen ${nums[0]}
  ports ${nums.join(',')}
  | END
notice($conf)
$conf2 = @(END:json)
  {"a": 1}
  | END
notice($conf2)
notice(split("a=1\nb=2\n", "\n").map |$l| { $l.split('=') }.hash)
notice(split("a=1\nb=2\n", "\n").map |$l| { $l.split('=') }.Hash)
notice(Hash(split("a=1\nb=2", "\n").map |$l| { $l.split('=') }))
