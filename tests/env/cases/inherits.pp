include demo::inh::child
