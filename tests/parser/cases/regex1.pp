$a = /ab+c/
$b = $x =~ /a\/b/
$c = 10 / 2 / 1
$d = [/a/, /b/]
notice(/x/ =~ "x")
case $x { /a/: {} }
