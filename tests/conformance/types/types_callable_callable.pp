notice(Callable[Callable])
$t = Callable[Callable]
notice(Callable[Callable] == $t)
notice(Callable[Callable[1,1]])
notice(Callable[[Callable], Integer])
