type MyTs = TypeSet[{pcore_version => '1.0.0', types => { Num => Variant[Integer, Float], Point => { attributes => { x => Num, y => Optional[Num] }}, P3 => Point { attributes => { z => Num }}, Obj => Object[{attributes => {a => String}}] }}]
notice(MyTs)
notice(type(MyTs))
notice("${MyTs}")
notice([MyTs])
