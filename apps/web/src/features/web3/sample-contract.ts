/** The contract the sandbox's editor starts with: small, complete, and compilable with any 0.8.x compiler. */
export const SAMPLE_CONTRACT = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// @title JuiceCounter
/// @notice Counts the juices squeezed: anyone may add one, only the owner may start over.
contract JuiceCounter {
    address public immutable owner;
    uint256 public squeezed;

    event Squeezed(address indexed by, uint256 total);

    constructor() {
        owner = msg.sender;
    }

    function squeeze() external {
        squeezed += 1;
        emit Squeezed(msg.sender, squeezed);
    }

    function reset() external {
        require(msg.sender == owner, "only the owner");
        squeezed = 0;
    }
}
`
