type MyTs = TypeSet[{pcore_version => '1.0.0', types => { Point => { attributes => { x => Integer }}}}]
notice(MyTs =~ MyTs)
notice(TypeSet =~ MyTs)
notice(Integer =~ MyTs)
notice(MyTs =~ TypeSet)
notice(MyTs < TypeSet)
notice(type(MyTs, generalized))
notice(String(MyTs))
