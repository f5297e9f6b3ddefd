function f {}
