type MyTs = TypeSet[{pcore_version => '1.0.0', types => {Sub => TypeSet[{pcore_version => '1.0.0', types => {Leaf => {attributes => {v => String}}}}], User => {attributes => {l => Sub::Leaf}}}}]
notice(MyTs)
