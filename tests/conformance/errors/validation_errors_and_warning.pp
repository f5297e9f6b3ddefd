notice('before')
$h = {a => 1, a => 2}
$x += 1
$y -= 1
