kmod::alias { 'bond0': }
