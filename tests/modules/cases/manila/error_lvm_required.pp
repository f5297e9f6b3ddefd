manila::backend::lvm { 'lvm': }
