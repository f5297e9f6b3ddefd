[1].tree_each({include_values => false, include_containers => false}) |$v| { }
