type MyTs = TypeSet[{pcore_version => '1.0.0', types => {A => {attributes => {x => B}}, B => {attributes => {y => Integer}}}}]
notice(MyTs)
notice(MyTs =~ Type)
notice(MyTs == MyTs)
notice(TypeSet == MyTs)
notice(Type[MyTs])
$x = MyTs
notice($x)
