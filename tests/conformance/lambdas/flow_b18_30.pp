function r($n) { $n <= 1 ? { true => 1, default => $n + r($n - 1) } }
notice(r(100))
