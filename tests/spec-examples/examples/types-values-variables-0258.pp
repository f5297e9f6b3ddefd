Any ∪ Any        → Any
Any ∪ (T != Any) → Any
