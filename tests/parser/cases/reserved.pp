$a = attr
$b = private
