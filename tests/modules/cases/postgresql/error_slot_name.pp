postgresql_replication_slot { 'Slot-1': }
