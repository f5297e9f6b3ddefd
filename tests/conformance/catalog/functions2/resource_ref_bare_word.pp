notify { 'bare': }
notice(Notify[bare])
notice(Notify[bare][message])
