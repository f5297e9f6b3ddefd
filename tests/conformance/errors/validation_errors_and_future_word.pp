function Foo() { }
class plan { }
$a += 1
