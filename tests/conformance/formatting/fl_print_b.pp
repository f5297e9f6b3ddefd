$fs = [0.0, -0.0, 1e16, 1e-5, 1.5e300, 0.1 + 0.2, 1e15]
$fs.each |$f| { notice("i=${f} p=${String($f, '%p')} s=${String($f)} a=${[$f]} h=${{k => $f}} j=${[$f].join(',')}") }
