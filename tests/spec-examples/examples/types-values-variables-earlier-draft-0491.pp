Hash          ∪  Hash          → Hash
Hash[K,V]     ∪  Hash[Q,W]     → Hash[K ∪ Q, V ∪ W]
Hash[K,V,a,b] ∪  Hash[Q,W,c,d] → Hash[K ∪ Q, V ∪ W, min(a,c), max(b,d)]
