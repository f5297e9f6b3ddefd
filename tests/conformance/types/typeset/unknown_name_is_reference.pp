type MyTs = TypeSet[{pcore_version => '1.0.0', types => {A => {attributes => {x => Nope}}}}]
notice(MyTs)
