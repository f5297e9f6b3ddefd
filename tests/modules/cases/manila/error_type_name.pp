manila_type { '': }
