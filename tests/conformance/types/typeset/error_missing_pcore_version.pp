type MyTs = TypeSet[{types => { Point => { attributes => { x => Integer }}}}]
notice(MyTs)
