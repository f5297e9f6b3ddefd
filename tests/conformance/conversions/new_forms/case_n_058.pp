notice(Boolean.new('TRUE'))
