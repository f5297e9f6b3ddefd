manila_type { 'nfs': snapshot_support => 'maybe' }
