type MyTs = TypeSet[]
notice(MyTs)
