type MyTs = TypeSet[{pcore_version => '1.0.0', type_aliases => { Num => 'Variant[Integer, Float]' }, types => { Point => { attributes => { x => Num }}}}]
notice(MyTs)
