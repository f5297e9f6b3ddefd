notice(hello)
notice(hello::world)
notice(Hello)
notice(Hello::World)
