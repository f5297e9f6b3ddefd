$h = @(END:pp)
$x = 1
if $x {
  notice(
END
notice($h)
