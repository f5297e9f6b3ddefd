function lambda(Callable $block) { $block }
